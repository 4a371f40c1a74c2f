import { z } from 'zod';
import { INT32_MAX, withoutControlCharacters } from './inputs.ts';

// ── Proof of export (H-001…H-012, N-043, Q-066) ──────────────────────────────────────────────────────
// The buyer's side is GET account/pending-documents (PendingDocuments in settings.ts) and the upload to its
// documentUploadUrl; the seller's side is the console's Documents page and the tenant's rule below.

/** a document's life: PENDING (no file) → SUBMITTED → APPROVED or REJECTED (upload again). */
export const DocumentStatus = z.enum(['PENDING', 'SUBMITTED', 'APPROVED', 'REJECTED']);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** The largest file a buyer may upload for one document (N-043). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Where poeData sends the buyer's files (H-006): the server's own upload route. */
export const DOCUMENT_UPLOAD_PATH = '/px-api-gateway/account/pending-documents/upload';

/**
 * The tenant's rule that asks buyers for proof of export (seller-set): OFF, EXPORT_ORDERS (an on-hold order
 * shipped outside homeCountry), or ALL_ORDERS (every on-hold order). buyerEmails: buyers whose every on-hold
 * order needs one whatever the rule.
 */
export const ProofOfExportRule = z.object({
  rule: z.enum(['OFF', 'EXPORT_ORDERS', 'ALL_ORDERS']),
  homeCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Enter a two-letter country code such as US')
    .describe('ISO 3166-1 alpha-2 country the tenant ships from'),
  buyerEmails: z
    .array(withoutControlCharacters(z.string().trim().toLowerCase().email('Enter e-mail addresses')))
    .max(500),
});
export type ProofOfExportRule = z.infer<typeof ProofOfExportRule>;

export const DEFAULT_PROOF_OF_EXPORT_RULE: ProofOfExportRule = {
  rule: 'OFF',
  homeCountry: 'US',
  buyerEmails: [],
};

/** POST {documentUploadUrl}: the document as it stands after the upload. */
export const DocumentUploadResult = z.object({
  documentId: z.string(),
  documentStatus: DocumentStatus,
  fileName: z.string(),
});
export type DocumentUploadResult = z.infer<typeof DocumentUploadResult>;

/** One document on the seller's Documents page. */
export const SellerDocument = z.object({
  documentId: z.string(),
  documentName: z.string(),
  documentStatus: DocumentStatus,
  reason: z.string().nullable(),
  buyerEmail: z.string(),
  buyerName: z.string(),
  phonexOrderNumber: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  askedAt: z
    .string()
    .describe('When the buyer was first asked for the document (Q-066: PENDING until a file)'),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  version: z
    .number()
    .int()
    .describe('Bumped by every upload and review: send it with the review of the file you looked at'),
});
export type SellerDocument = z.infer<typeof SellerDocument>;

export const SellerDocumentsQuery = z.object({
  status: DocumentStatus.optional().describe(
    'Only documents in this state (default: every state but PENDING). PENDING: asked for and not uploaded yet, on orders not cancelled',
  ),
});
export type SellerDocumentsQuery = z.infer<typeof SellerDocumentsQuery>;

export const SellerDocumentsResponse = z.object({ documents: z.array(SellerDocument) });
export type SellerDocumentsResponse = z.infer<typeof SellerDocumentsResponse>;

const reviewedVersion = z
  .number({ error: 'Reload the document and review it again' })
  .int()
  .min(1)
  .max(INT32_MAX)
  .describe('The version of the document you reviewed; a file sent since → 409');

/** Approve: the version of the document (its file) the seller looked at. */
export const ApproveDocumentBody = z.object({ version: reviewedVersion });
export type ApproveDocumentBody = z.infer<typeof ApproveDocumentBody>;

export const RejectDocumentBody = z.object({
  version: reviewedVersion,
  reason: withoutControlCharacters(
    z
      .string({ error: 'Give a reason for the rejection' })
      .trim()
      .min(1, 'Give a reason for the rejection')
      .max(500, 'The reason is at most 500 characters'),
  ),
});
export type RejectDocumentBody = z.infer<typeof RejectDocumentBody>;

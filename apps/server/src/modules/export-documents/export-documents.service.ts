import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_PROOF_OF_EXPORT_RULE,
  DOCUMENT_UPLOAD_PATH,
  type DocumentStatus,
  type DocumentUploadResult,
  type PendingDocuments,
  ProofOfExportRule,
  type SellerDocument,
  type SellerDocumentsQuery,
  type SellerDocumentsResponse,
} from '@portico/contract';
import { type NewOrderProofRule, newOrderNeedsProof } from '@portico/domain';
import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../db/client.ts';
import {
  documentFiles,
  documentUploadTokens,
  orders,
  pendingDocuments,
  tenants,
  users,
} from '../../db/schema/index.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { publishEvents } from '../events/publish.ts';
import { addTimeline } from '../order-desk/order-desk.repository.ts';
import { enqueueMail } from '../outbox/outbox.service.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { tenantMailWords } from '../tenants/tenants.service.ts';
import { tenantWords } from '../words/words.service.ts';

/**
 * Proof of export (H-001…H-012, N-043, Q-066). The tenant's rule (tenant settings `proofOfExport`, set by the
 * seller) asks a buyer for one document per on-hold order it covers; the documents are created when the buyer's
 * pending documents are read (app load, after the cart loads), so no other module has to know about them. The buyer
 * uploads one file per document with poeData's short-lived upload token; the tenant's staff approve or reject it.
 * PAY AND SHIP NOW stays disabled while any of the buyer's documents is not APPROVED (H-010, Q-066).
 */

/** The name every rule-made document carries (one per order: unique with the order). */
export const PROOF_OF_EXPORT = 'Proof of Export';
/** How long poeData's upload token lets the buyer upload (H-007: a 401 after it fetches a fresh one). */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;
/** N-043: checked by content, never by name or the client's content type. */
const ACCEPTED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);
/** Documents the buyer still has to send a file for (the dialog's list). */
const NEEDS_FILE: DocumentStatus[] = ['PENDING', 'REJECTED'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The tenant's rule as stored, or the default (OFF) when it has none or a malformed one. */
export function ruleOf(settings: Record<string, unknown> | null | undefined): ProofOfExportRule {
  const parsed = ProofOfExportRule.safeParse(settings?.proofOfExport);
  return parsed.success ? parsed.data : DEFAULT_PROOF_OF_EXPORT_RULE;
}

/** The rule as it reads for the new orders of a buyer with `email` (packages/domain NewOrderProofRule). */
export function ruleForBuyer(rule: ProofOfExportRule, email: string): NewOrderProofRule {
  return {
    allOrders: rule.buyerEmails.includes(email.toLowerCase()) || rule.rule === 'ALL_ORDERS',
    homeCountry: rule.rule === 'EXPORT_ORDERS' ? rule.homeCountry : null,
  };
}

/** Whether the rule asks for proof of export for an order shipped to `country` by a buyer with `email`. */
export function ruleRequires(rule: ProofOfExportRule, email: string, country: string): boolean {
  return newOrderNeedsProof(ruleForBuyer(rule, email), country);
}

/**
 * Creates the documents the rule asks of this buyer's held orders that have none yet (idempotent): on hold, or
 * awaiting a shipping quote (the quote then holds the order until its document is approved). A document asked for
 * another destination than the order's now is asked again (PENDING).
 */
async function ensureRequiredDocuments(db: DbOrTx, tenantId: string, userId: string): Promise<void> {
  const [tenant] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [buyer] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!tenant || !buyer) return;
  const rule = ruleOf(tenant.settings);
  if (rule.rule === 'OFF' && !rule.buyerEmails.includes(buyer.email)) return;
  const held = await db
    .select({
      id: orders.id,
      phonexOrderNumber: orders.phonexOrderNumber,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.buyerId, userId),
        inArray(orders.fulfillmentStatus, ['ON_HOLD', 'AWAITING_SHIPPING_QUOTE']),
      ),
    );
  const due = held.filter((o) => ruleRequires(rule, buyer.email, o.shippingAddress.country));
  if (due.length === 0) return;
  await db
    .insert(pendingDocuments)
    .values(
      due.map((o) => ({
        tenantId,
        userId,
        orderId: o.id,
        name: PROOF_OF_EXPORT,
        description: [
          `Order ${o.phonexOrderNumber}, shipped to ${o.shippingAddress.country}.`,
          'An export declaration, bill of lading or air waybill: PDF, JPEG or PNG, at most 10 MB.',
        ],
      })),
    )
    // A held order sent to another country since its document was asked for (its description names the
    // destination) asks again: a file sent, or approved, for one destination does not cover another.
    .onConflictDoUpdate({
      target: [pendingDocuments.tenantId, pendingDocuments.orderId, pendingDocuments.name],
      set: {
        description: sql`excluded.description`,
        status: 'PENDING',
        reason: null,
        submittedAt: null,
        reviewedAt: null,
        reviewedBy: null,
        version: sql`${pendingDocuments.version} + 1`,
      },
      setWhere: sql`${pendingDocuments.description} is distinct from excluded.description`,
    });
}

/** A fresh upload token for this buyer (stored hashed); expired ones of the tenant are swept on the way. */
async function issueUploadToken(db: DbOrTx, tenantId: string, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(documentUploadTokens).where(lt(documentUploadTokens.expiresAt, now));
  await db.insert(documentUploadTokens).values({
    tokenHash: hashToken(token),
    tenantId,
    userId,
    expiresAt: new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS),
  });
  return token;
}

/** The buyer's documents that still count: on an order that is not cancelled, or on the account itself. */
async function documentsOf(db: DbOrTx, tenantId: string, userId: string) {
  return db
    .select({
      id: pendingDocuments.id,
      name: pendingDocuments.name,
      description: pendingDocuments.description,
      status: pendingDocuments.status,
      reason: pendingDocuments.reason,
    })
    .from(pendingDocuments)
    .leftJoin(orders, eq(orders.id, pendingDocuments.orderId))
    .where(
      and(
        eq(pendingDocuments.tenantId, tenantId),
        eq(pendingDocuments.userId, userId),
        or(sql`${pendingDocuments.orderId} is null`, ne(orders.fulfillmentStatus, 'CANCELED')),
      ),
    )
    .orderBy(asc(pendingDocuments.createdAt), asc(pendingDocuments.name));
}

/**
 * GET account/pending-documents (H-001, H-002, Q-066): the documents that still need a file (PENDING, or REJECTED
 * with the seller's reason as the first description line), the upload URL and a fresh upload token,
 * disablePayAndShipNow while any document is not APPROVED, isOpen while any needs a file.
 */
export async function pendingDocumentsOf(
  db: DbOrTx,
  ctx: RequestContext,
  now: Date = new Date(),
): Promise<PendingDocuments> {
  await ensureRequiredDocuments(db, ctx.tenantId, ctx.userId);
  const rows = await documentsOf(db, ctx.tenantId, ctx.userId);
  const open = rows.filter((r) => NEEDS_FILE.includes(r.status as DocumentStatus));
  return {
    documents: open.map((r) => ({
      documentId: r.id,
      documentName: r.name,
      documentDescription:
        r.status === 'REJECTED' && r.reason ? [`Rejected: ${r.reason}`, ...r.description] : r.description,
      documentStatus: r.status,
    })),
    documentUploadUrl: DOCUMENT_UPLOAD_PATH,
    authToken: await issueUploadToken(db, ctx.tenantId, ctx.userId, now),
    disablePayAndShipNow: rows.some((r) => r.status !== 'APPROVED'),
    isOpen: open.length > 0,
  };
}

/** H-011's words, also the refusal of a release while a document is due. */
export const PAY_AND_SHIP_BLOCKED =
  'PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.';

/** Whether PAY AND SHIP NOW is disabled for this buyer by proof of export (H-010): any document not APPROVED. */
export async function payAndShipBlocked(db: DbOrTx, tenantId: string, userId: string): Promise<boolean> {
  await ensureRequiredDocuments(db, tenantId, userId);
  return proofOfExportOutstanding(db, tenantId, userId);
}

/**
 * The same answer read only (the desk's order view): the documents asked for so far, none created. A view shows
 * what payAndShipBlocked would answer once the buyer's page or a release has asked for the document.
 */
export async function proofOfExportOutstanding(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<boolean> {
  return (await documentsOf(db, tenantId, userId)).some((r) => r.status !== 'APPROVED');
}

/** The refusal of PAY AND SHIP NOW at checkout for a new order the rule covers (no spec message: ours). */
export const PROOF_OF_EXPORT_FIRST =
  'This order needs proof of export before it ships. Hold the order, then upload the document when asked.';

/**
 * Whether the seller's rule asks for proof of export for a new order of this buyer shipped to `country`: such an
 * order is held, never paid and shipped at once, so that its document is asked for (H-010).
 */
export async function newOrderNeedsProofOfExport(
  db: DbOrTx,
  tenantId: string,
  email: string,
  country: string,
): Promise<boolean> {
  return newOrderNeedsProof(await newOrderProofRule(db, tenantId, email), country);
}

/** The tenant's rule for the new orders of a buyer with `email` (the checkout page's newOrderProofOfExport). */
export async function newOrderProofRule(
  db: DbOrTx,
  tenantId: string,
  email: string,
): Promise<NewOrderProofRule> {
  const [tenant] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return ruleForBuyer(ruleOf(tenant?.settings), email);
}

const UPLOAD_REFUSED = 'The upload token is missing, expired or not valid';

/** The extensions of each accepted type, the first the one a name takes when it ends otherwise. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/**
 * The name a file is kept and downloaded under: the buyer's, ending as its content is. A PDF named `.html` is kept
 * as `.pdf`, so the staff member who downloads it opens a PDF, not a page that runs a script.
 */
export function nameForType(name: string, mime: string): string {
  const extensions = EXTENSIONS[mime];
  if (!extensions) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}.${extensions[0]}`;
}
const NOT_FOUND = 'No such document';

/**
 * POST {documentUploadUrl} (H-006, N-043): one file for one of the buyer's documents, authorised by the upload
 * token alone (scoped to its tenant and buyer; a token of another host's tenant is refused). The content must be a
 * PDF, JPEG or PNG (by its bytes); the file replaces any earlier one and the document becomes SUBMITTED.
 */
export async function uploadDocument(
  db: DbOrTx,
  tenantId: string,
  token: string | undefined,
  signedInUserId: string | undefined,
  file: { documentId: string; fileName: string; buffer: Buffer },
  now: Date = new Date(),
): Promise<DocumentUploadResult> {
  if (!token) throw new AppError('unauthorized', UPLOAD_REFUSED);
  const [grant] = await db
    .select()
    .from(documentUploadTokens)
    .where(eq(documentUploadTokens.tokenHash, hashToken(token)));
  if (!grant || grant.tenantId !== tenantId || grant.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('unauthorized', UPLOAD_REFUSED);
  }
  // The token is the account's as much as a session is: not once it is deactivated or its sessions were ended
  // (sign-out everywhere, a password reset) after the token was issued.
  const [account] = await db
    .select({ disabled: users.disabled, tokensValidAfter: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, grant.userId));
  if (
    !account ||
    account.disabled ||
    (account.tokensValidAfter && grant.createdAt.getTime() < account.tokensValidAfter.getTime())
  ) {
    throw new AppError('unauthorized', UPLOAD_REFUSED);
  }
  if (signedInUserId !== undefined && signedInUserId !== grant.userId) {
    throw new AppError('forbidden', 'This upload token belongs to another account');
  }
  const document = await ownDocument(db, tenantId, grant.userId, file.documentId);
  if (!document || document.status === 'APPROVED') throw new AppError('notFound', NOT_FOUND);
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new AppError('validationFailed', 'Upload a PDF, JPEG or PNG file', undefined, [
      {
        messageCode: 'documentFileType',
        messageDescription: 'Upload a PDF, JPEG or PNG file',
        field: 'file',
      },
    ]);
  }
  const fileName = nameForType(file.fileName, type.mime);
  await db.transaction(async (tx) => {
    const values = {
      tenantId,
      fileName,
      contentType: type.mime,
      sizeBytes: file.buffer.length,
      content: file.buffer,
      uploadedAt: now,
    };
    await tx
      .insert(documentFiles)
      .values({ documentId: document.id, ...values })
      .onConflictDoUpdate({ target: documentFiles.documentId, set: values });
    await tx
      .update(pendingDocuments)
      .set({
        status: 'SUBMITTED',
        submittedAt: now,
        reason: null,
        reviewedAt: null,
        reviewedBy: null,
        version: sql`${pendingDocuments.version} + 1`,
      })
      .where(eq(pendingDocuments.id, document.id));
    await publishDocumentsChanged(tx, tenantId, grant.userId, [document.id], 'SUBMITTED');
  });
  return { documentId: document.id, documentStatus: 'SUBMITTED', fileName };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The document when it is this buyer's, in this tenant; undefined otherwise (never another's). */
async function ownDocument(db: DbOrTx, tenantId: string, userId: string | null, documentId: string) {
  if (!UUID.test(documentId)) return undefined;
  const [row] = await db
    .select()
    .from(pendingDocuments)
    .where(
      and(
        eq(pendingDocuments.id, documentId),
        eq(pendingDocuments.tenantId, tenantId),
        userId === null ? undefined : eq(pendingDocuments.userId, userId),
      ),
    );
  return row;
}

function publishDocumentsChanged(
  db: DbOrTx,
  tenantId: string,
  buyerId: string,
  documentIds: string[],
  status: DocumentStatus,
) {
  const data = { documentIds, status };
  return publishEvents(db, [
    { tenantId, audience: 'buyer', userId: buyerId, type: 'documents.changed', data },
    { tenantId, audience: 'seller', userId: null, type: 'documents.changed', data },
  ]);
}

/** A stored file, to send as a download. */
export type StoredFile = { fileName: string; contentType: string; content: Buffer };

async function fileOf(db: DbOrTx, tenantId: string, userId: string | null, documentId: string) {
  const document = await ownDocument(db, tenantId, userId, documentId);
  if (!document) throw new AppError('notFound', NOT_FOUND);
  const [file] = await db
    .select({
      fileName: documentFiles.fileName,
      contentType: documentFiles.contentType,
      content: documentFiles.content,
    })
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, document.id), eq(documentFiles.tenantId, tenantId)));
  if (!file) throw new AppError('notFound', 'No file has been uploaded for this document');
  return file;
}

/** GET account/pending-documents/{id}/file: the buyer's own uploaded file. */
export const buyerFile = (db: DbOrTx, ctx: RequestContext, documentId: string): Promise<StoredFile> =>
  fileOf(db, ctx.tenantId, ctx.userId, documentId);

// ── The tenant's staff ───────────────────────────────────────────────────────────────────────────────

/** GET seller/documents/{id}/file: any document file of the staff's own tenant. */
export async function sellerFile(db: DbOrTx, ctx: RequestContext, documentId: string): Promise<StoredFile> {
  await requireStaff(db, ctx, 'read');
  return fileOf(db, ctx.tenantId, null, documentId);
}

/**
 * GET seller/documents: the tenant's documents with a file (SUBMITTED first by default), newest first; with
 * status PENDING the ones asked for and not uploaded yet (orders not cancelled), the longest waiting first.
 */
export async function listDocuments(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerDocumentsQuery,
): Promise<SellerDocumentsResponse> {
  await requireStaff(db, ctx, 'read');
  const rows = await db
    .select({
      documentId: pendingDocuments.id,
      documentName: pendingDocuments.name,
      documentStatus: pendingDocuments.status,
      reason: pendingDocuments.reason,
      buyerEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phonexOrderNumber: orders.phonexOrderNumber,
      fileName: documentFiles.fileName,
      contentType: documentFiles.contentType,
      sizeBytes: documentFiles.sizeBytes,
      askedAt: pendingDocuments.createdAt,
      submittedAt: pendingDocuments.submittedAt,
      reviewedAt: pendingDocuments.reviewedAt,
      version: pendingDocuments.version,
    })
    .from(pendingDocuments)
    .innerJoin(users, eq(users.id, pendingDocuments.userId))
    .leftJoin(orders, eq(orders.id, pendingDocuments.orderId))
    .leftJoin(documentFiles, eq(documentFiles.documentId, pendingDocuments.id))
    .where(
      and(
        eq(pendingDocuments.tenantId, ctx.tenantId),
        query.status
          ? eq(pendingDocuments.status, query.status)
          : inArray(pendingDocuments.status, ['SUBMITTED', 'APPROVED', 'REJECTED']),
        // a document still to upload is only asked for while its order stands (as the buyer's list).
        query.status === 'PENDING'
          ? or(sql`${pendingDocuments.orderId} is null`, ne(orders.fulfillmentStatus, 'CANCELED'))
          : undefined,
      ),
    )
    .orderBy(
      sql`case when ${pendingDocuments.status} = 'SUBMITTED' then 0 else 1 end`,
      desc(pendingDocuments.submittedAt),
      // Not uploaded yet: the longest waiting first, to chase.
      asc(pendingDocuments.createdAt),
    )
    .limit(500);
  return {
    documents: rows.map(
      (r): SellerDocument => ({
        documentId: r.documentId,
        documentName: r.documentName,
        documentStatus: r.documentStatus as DocumentStatus,
        reason: r.reason,
        buyerEmail: r.buyerEmail,
        buyerName: `${r.firstName} ${r.lastName}`.trim(),
        phonexOrderNumber: r.phonexOrderNumber,
        fileName: r.fileName,
        contentType: r.contentType,
        sizeBytes: r.sizeBytes,
        askedAt: r.askedAt.toISOString(),
        submittedAt: r.submittedAt?.toISOString() ?? null,
        reviewedAt: r.reviewedAt?.toISOString() ?? null,
        version: r.version,
      }),
    ),
  };
}

/**
 * POST seller/documents/{id}/approve | reject: only a SUBMITTED document (else 409: someone reviewed it already,
 * or the buyer has not sent a file). Tells the buyer live (documents.changed: their PAY AND SHIP NOW comes back
 * once every document is APPROVED) and by mail through the outbox.
 */
export async function reviewDocument(
  db: DbOrTx,
  ctx: RequestContext,
  documentId: string,
  decision: ({ status: 'APPROVED' } | { status: 'REJECTED'; reason: string }) & { version: number },
  now: Date = new Date(),
): Promise<SellerDocument> {
  await requireStaff(db, ctx, 'write');
  await db.transaction(async (tx) => {
    const document = await ownDocument(tx, ctx.tenantId, null, documentId);
    if (!document) throw new AppError('notFound', NOT_FOUND);
    const reason = decision.status === 'REJECTED' ? decision.reason : null;
    // The review is of the file the seller looked at: a file the buyer sent since (a new version) is not
    // approved or rejected unseen.
    const updated = await tx
      .update(pendingDocuments)
      .set({
        status: decision.status,
        reason,
        reviewedAt: now,
        reviewedBy: ctx.userId,
        version: sql`${pendingDocuments.version} + 1`,
      })
      .where(
        and(
          eq(pendingDocuments.id, document.id),
          eq(pendingDocuments.status, 'SUBMITTED'),
          eq(pendingDocuments.version, decision.version),
        ),
      )
      .returning({ id: pendingDocuments.id });
    if (updated.length === 0) {
      throw new AppError(
        'conflict',
        document.status === 'SUBMITTED'
          ? 'The buyer sent a new file since you opened this document: open it again before reviewing it'
          : 'This document is not waiting for a review (reload the list)',
      );
    }
    await recordStaffAction(tx, ctx, {
      action: decision.status === 'APPROVED' ? 'documents.approve' : 'documents.reject',
      targetType: 'document',
      targetId: document.id,
      before: { status: 'SUBMITTED' },
      after: { status: decision.status, reason },
    });
    await publishDocumentsChanged(tx, ctx.tenantId, document.userId, [document.id], decision.status);
    if (document.orderId) {
      // The order's history keeps the review: the desk's order page and the buyer's Order History.
      await addTimeline(tx, {
        tenantId: ctx.tenantId,
        orderId: document.orderId,
        at: now,
        actorKind: 'STAFF',
        actorId: ctx.userId,
        action: decision.status === 'APPROVED' ? 'DOCUMENT_APPROVED' : 'DOCUMENT_REJECTED',
        summary:
          decision.status === 'APPROVED'
            ? `${document.name} approved`
            : `${document.name} rejected: ${decision.reason}`,
        before: { documentStatus: 'SUBMITTED' },
        after: { document: document.name, ...(reason ? { reason } : {}) },
        visibleToBuyer: true,
      });
    }
    const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, document.userId));
    const [order] = document.orderId
      ? await tx.select({ n: orders.phonexOrderNumber }).from(orders).where(eq(orders.id, document.orderId))
      : [];
    if (buyer) {
      // in the tenant's language, the button named as the buyer's portal labels it.
      const [tenant] = await tx
        .select({ name: tenants.name, config: tenants.config })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId));
      const words = await tenantWords(tx, { id: ctx.tenantId, config: tenant?.config ?? {} }, [
        'payAndShipNow',
      ]);
      const w = tenantMailWords(tenant);
      const what = order
        ? w('mailDocumentForOrder', { document: document.name, orderNumber: order.n })
        : document.name;
      const approved = decision.status === 'APPROVED';
      await enqueueMail(tx, {
        tenantId: ctx.tenantId,
        dedupeKey: `proof-of-export:${document.id}:${decision.status}:${now.getTime()}`,
        to: buyer.email,
        // The shop's name first, as in every order mail's subject (mailOrderSubject).
        subject: w(approved ? 'mailDocumentApprovedSubject' : 'mailDocumentRejectedSubject', {
          tenantName: tenant?.name ?? '',
          document: what,
        }),
        text: approved
          ? w('mailDocumentApproved', { document: what, button: words.payAndShipNow.toUpperCase() })
          : [
              w('mailDocumentRejected', { document: what }),
              '',
              w('mailOrderReason', { reason: reason ?? '' }),
              '',
              w('mailDocumentUploadAgain'),
            ].join('\n'),
      });
    }
  });
  const { documents } = await listDocuments(db, ctx, { status: decision.status });
  const row = documents.find((d) => d.documentId === documentId);
  if (!row) throw new AppError('notFound', NOT_FOUND);
  return row;
}

/** GET seller/settings/proof-of-export: the tenant's rule (OFF when none is stored). */
export async function getRule(db: DbOrTx, ctx: RequestContext): Promise<ProofOfExportRule> {
  await requireStaff(db, ctx, 'read');
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  if (!row) throw new AppError('notFound', 'No tenant answers on this host');
  return ruleOf(row.settings);
}

/** PUT seller/settings/proof-of-export: stores the rule; it applies from the buyers' next app load. */
export async function putRule(
  db: DbOrTx,
  ctx: RequestContext,
  rule: ProofOfExportRule,
): Promise<ProofOfExportRule> {
  await requireStaff(db, ctx, 'write');
  const patch = JSON.stringify({ proofOfExport: rule });
  return db.transaction(async (tx) => {
    const before = await getRule(tx, ctx);
    await tx
      .update(tenants)
      .set({ settings: sql`coalesce(${tenants.settings}, '{}'::jsonb) || ${patch}::jsonb` })
      .where(eq(tenants.id, ctx.tenantId));
    const after = await getRule(tx, ctx);
    await recordStaffAction(tx, ctx, {
      action: 'settings.proof-of-export.update',
      targetType: 'settings',
      targetId: 'proof-of-export',
      before,
      after,
    });
    return after;
  });
}

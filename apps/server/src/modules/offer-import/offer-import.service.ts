import {
  DEFAULT_DICTIONARY,
  type ImportAcceptResponse,
  type ImportConflictOffer,
  type ImportInvalidOffer,
  type ImportResult,
  type ImportValidOffer,
  OFFER_STATUS_LABEL_KEYS,
  OfferStatus,
  type RefusalCode,
} from '@portico/contract';
import { documentWord } from '@portico/contract/dictionary/documents';
import {
  decideImportRow,
  type ImportCartLine,
  type ImportItem,
  importReasonText,
  importRowOf,
  matchImportHeader,
  type OfferLine,
  reviewImportInSteps,
  toMajor,
  uploadFileName,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.ts';
import { readSpreadsheet, type UploadHold } from '../../lib/spreadsheet/read-spreadsheet.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, type FieldError, RetryLaterError } from '../../plugins/errors.ts';
import { requireAuthority } from '../accounts/accounts.service.ts';
import { buyerChangeEvents, publishOfferEvents } from '../offers/offer-events.ts';
import { readOfferSettings } from '../offers/offer-settings.ts';
import { makeOffer, mustApply, toLine } from '../offers/offers.service.ts';
import { findTenantById } from '../tenants/tenant.repository.ts';
import { tenantLanguage } from '../tenants/tenants.service.ts';
import { tenantWords } from '../words/words.service.ts';
import {
  cartLines,
  deletePending,
  type ImportWrite,
  insertAutoAnswers,
  itemsByKeys,
  itemsByNumbers,
  itemsChangedSince,
  loadPending,
  type NewAutoAnswer,
  offerRulesOf,
  savePending,
  updatePendingReview,
  writeLines,
} from './offer-import.repository.ts';
import { mapInSteps, reviewJson, runInSteps, STEP_ROWS } from './offer-import.steps.ts';
import type { TemplateTitles } from './offer-import.template.ts';

/**
 * Bulk offer import (part 1 §4 Import flow; F-004…F-020, Q-065). Upload reads the file (lib/spreadsheet:
 * hostile-file-safe, in a worker), decides every row with the pure rules (packages/domain offer-import.ts) and
 * stores the review as the buyer's ONE pending import (offer_imports); nothing touches the cart. Accept applies
 * exactly that stored review in one transaction, after deciding every row again against the stock and cart as
 * they are then: if any row no longer fits, accept refuses (409) and changes nothing.
 */

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Data rows per file. The cap is 20,000 rows; OFFER_IMPORT_MAX_ROWS raises it for a deployment that imports
 * more (bench P6 runs 100,000 with it). Read once at start-up.
 */
export const IMPORT_MAX_ROWS = Number(process.env.OFFER_IMPORT_MAX_ROWS) || 20_000;
/** How long a pending import waits for accept or cancel before it is discarded. */
export const IMPORT_TTL_MINUTES = 60;

const EXTENSIONS = /\.(xlsx|xls)$/i;

const label = (status: string) =>
  DEFAULT_DICTIONARY[OFFER_STATUS_LABEL_KEYS[status as OfferStatus]]?.i18n_value ?? status;

const invalidFile = (message: string) =>
  new AppError('validationFailed', message, undefined, [
    { messageCode: 'validationFailed', messageDescription: message, field: 'file' },
  ]);

const COMMENT_BUY = 'The price equals the list price: imported as a buy at list price';

function validRow(a: {
  rowNumber: number;
  item: ImportItem;
  quantity: number;
  priceMinor: number;
  status: ImportValidOffer['offerStatus'];
}): ImportValidOffer {
  return {
    rowNumber: a.rowNumber,
    itemNumberWarehouse: a.item.itemNumberWarehouse,
    itemNumber: a.item.itemNumber,
    warehouse: a.item.warehouse,
    description: a.item.description,
    groupName: a.item.groupName,
    groupItemName: a.item.groupItemName,
    availableQuantity: a.item.quantityAvailable,
    listPrice: toMajor(a.item.listPriceMinor),
    incrementSize: a.item.incrementSize,
    offerQuantity: a.quantity,
    offerPrice: toMajor(a.priceMinor),
    offerStatus: a.status,
    comments: a.status === 'BUY_AT_LIST' ? COMMENT_BUY : '',
  };
}

/** The file's name: the part's filename, else the x-file-name header (F-004 "headers for the file name"). */
export function fileNameOf(partName: string | undefined, header: string | string[] | undefined): string {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  let name = partName?.trim() || '';
  if (!name && fromHeader) {
    try {
      name = decodeURIComponent(fromHeader).trim();
    } catch {
      name = fromHeader.trim();
    }
  }
  // Only the last path segment, no control characters, at most 255 characters: the name is shown back to the
  // buyer and stored, never used as a path.
  return uploadFileName(name);
}

/** .xlsx is a zip, .xls a CFB (OLE2) container: the first bytes must say so (F-001 "by name AND content"). */
function looksLikeSpreadsheet(buffer: Buffer): boolean {
  const zip = buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
  const cfb = buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));
  return zip || cfb;
}

/**
 * F-003: the four columns as the tenant's portal names them in the import dialog (its language, its own words),
 * so a sheet headed in the buyer's language is read too.
 */
export async function tenantColumnNames(db: DbOrTx, tenantId: string): Promise<TemplateTitles> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) return {};
  const words = await tenantWords(db, tenant, [
    'importColumnItemNumber',
    'importColumnWarehouse',
    'importColumnNewOfferQuantity',
    'importColumnNewOfferPrice',
    'importColumnAvailableQuantity',
    'importColumnListPrice',
  ]);
  const language = tenantLanguage(tenant);
  return {
    itemNumber: words.importColumnItemNumber,
    warehouse: words.importColumnWarehouse,
    quantity: words.importColumnNewOfferQuantity,
    price: words.importColumnNewOfferPrice,
    // The template's context columns, in the tenant's language too (the reader ignores them).
    available: words.importColumnAvailableQuantity,
    listPrice: words.importColumnListPrice,
    description: documentWord(language, 'itemDescription'),
    increment: documentWord(language, 'incrementSize'),
  };
}

/** POST stocklist/offer/bulk-offer-import (F-004, F-006): reads and reviews the file, stores the review. */
export async function uploadImport(
  db: DbOrTx,
  ctx: RequestContext,
  file: { fileName: string; buffer: Buffer; hold?: UploadHold },
): Promise<string> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  if (!EXTENSIONS.test(file.fileName)) throw invalidFile('Upload an Excel spreadsheet (.xlsx or .xls)');
  if (file.buffer.length === 0) throw invalidFile('The file is empty');
  if (!looksLikeSpreadsheet(file.buffer))
    throw invalidFile('The file is not an Excel spreadsheet (.xlsx or .xls)');
  // `hold`: the buyer's one upload in flight (plugins/upload-slot.ts); a full queue answers 429 with Retry-After.
  const sheet = await readSpreadsheet(file.buffer, { maxRows: IMPORT_MAX_ROWS }, file.hold);
  if (!sheet.ok && 'retryAfterSeconds' in sheet)
    throw new RetryLaterError(sheet.message, sheet.retryAfterSeconds);
  if (!sheet.ok) throw invalidFile(sheet.message);
  if (!sheet.header) throw invalidFile('The spreadsheet is empty');
  const header = matchImportHeader(sheet.header.cells, await tenantColumnNames(db, ctx.tenantId));
  if (!header.ok) throw invalidFile(`The spreadsheet is missing the columns: ${header.missing.join(', ')}`);
  // A 20k-row sheet is decided, built and serialised a step at a time (offer-import.steps.ts): other tenants'
  // requests run between the steps, and between the lookups' statements (fair uploads).
  const rows = await mapInSteps(sheet.rows, (r) => importRowOf(r.row, r.cells, header.columns));

  const items = await itemsByNumbers(
    db,
    ctx.tenantId,
    rows.map((r) => r.itemNumber),
  );
  const byNumber = new Map<string, ImportItem[]>();
  for (const item of items) {
    const same = byNumber.get(item.itemNumber);
    if (same) same.push(item);
    else byNumber.set(item.itemNumber, [item]);
  }
  const cart = new Map(
    (
      await cartLines(
        db,
        ctx.tenantId,
        ctx.userId,
        items.map((i) => i.itemNumberWarehouse),
      )
    ).map((l) => [l.itemNumberWarehouse, l] as const),
  );
  const review = await runInSteps(
    reviewImportInSteps(
      rows,
      (n) => byNumber.get(n) ?? [],
      (inw) => cart.get(inw),
      STEP_ROWS,
    ),
  );

  const invalidOffers: ImportInvalidOffer[] = await mapInSteps(review.invalid, (r) => ({
    rowNumber: r.row.rowNumber,
    description: r.item?.description ?? '',
    itemNumber: r.row.itemNumber,
    warehouse: r.row.warehouse,
    offerQuantity: r.row.quantity,
    offerPrice: r.row.price,
    reason: r.reason,
    reasonCode: r.code,
    reasonParams: r.params,
    pxnOffer: false,
    pxnsParticipantId: null,
  }));
  const conflictOffers: ImportConflictOffer[] = [];
  // A Map, then Object.fromEntries: group names are data, and "__proto__" must stay an ordinary key.
  const validByGroup = new Map<string, ImportValidOffer[]>();
  await mapInSteps(review.accepted, (a) => {
    const row = validRow(a);
    if (a.existing) {
      const status = OfferStatus.safeParse(a.existing.status);
      conflictOffers.push({
        ...row,
        existingOfferStatus: status.success ? status.data : 'OUT_OF_STOCK',
        existingOfferStatusString: label(a.existing.status),
        existingTransactionQuantity: a.existing.offerQuantity,
        existingTransactionPrice: toMajor(a.existing.offerPriceMinor),
      });
    } else {
      const group = validByGroup.get(row.groupName) ?? [];
      group.push(row);
      validByGroup.set(row.groupName, group);
    }
  });
  const expiresAt = new Date(Date.now() + IMPORT_TTL_MINUTES * 60_000);
  const result: ImportResult = {
    fileName: file.fileName,
    invalidOffers,
    conflictOffers,
    validOffersMap: Object.fromEntries(validByGroup),
    expiresAt: expiresAt.toISOString(),
  };
  // Serialised ONCE (P6: 100k rows are ~25 MB of JSON): the same text is stored and sent.
  const json = await reviewJson(result);
  // One pending import per buyer: a new upload replaces the previous review.
  await savePending(db, ctx.tenantId, ctx.userId, file.fileName, json, expiresAt);
  return json;
}

/** GET stocklist/offer/bulk-offer-import: the pending review (a reload or a second tab sees the same one). */
export async function pendingImport(db: DbOrTx, ctx: RequestContext): Promise<ImportResult | null> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return (await loadPending(db, ctx.tenantId, ctx.userId))?.review ?? null;
}

const noPending = () => new AppError('notFound', 'There is no import to review; upload the file again');

/** DELETE stocklist/offer/bulk-offer-import/{itemNumberWarehouse} (F-012): drops one overwrite row. */
export async function removeConflictRow(
  db: DbOrTx,
  ctx: RequestContext,
  itemNumberWarehouse: string,
): Promise<ImportResult> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return db.transaction(async (tx) => {
    const pending = await loadPending(tx, ctx.tenantId, ctx.userId, true);
    if (!pending) throw noPending();
    const review = pending.review;
    const kept = review.conflictOffers.filter((c) => c.itemNumberWarehouse !== itemNumberWarehouse);
    if (kept.length === review.conflictOffers.length) {
      throw new AppError('notFound', 'The import has no such row');
    }
    const next = { ...review, conflictOffers: kept };
    await updatePendingReview(tx, ctx.tenantId, ctx.userId, next);
    return next;
  });
}

/** POST …/cancel (F-020): discards the pending import; cancelling when there is none is not an error. */
export async function cancelImport(db: DbOrTx, ctx: RequestContext): Promise<void> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  await deletePending(db, ctx.tenantId, ctx.userId);
}

/**
 * A reviewed row's item as the review showed it. Only used while the item still has these values
 * (itemsChangedSince): a buy at list never asks whether offers are accepted, and an offer row was reviewed
 * (and is re-checked) in a group and warehouse that accept them.
 */
const reviewedItem = (r: ImportValidOffer): ImportItem => ({
  itemNumberWarehouse: r.itemNumberWarehouse,
  itemNumber: r.itemNumber,
  warehouse: r.warehouse,
  description: r.description,
  groupName: r.groupName,
  groupItemName: r.groupItemName,
  quantityAvailable: r.availableQuantity,
  listPriceMinor: Math.round(r.listPrice * 100),
  incrementSize: r.incrementSize,
  isOfferAccepted: true,
  warehouseAcceptsOffers: true,
});

const sameLine = (a: ImportCartLine, b: { status: string; quantity: number; price: number }) =>
  a.status === b.status && a.offerQuantity === b.quantity && toMajor(a.offerPriceMinor) === b.price;

/**
 * POST …/accept (F-019): applies exactly the stored review, in ONE transaction. Every row is decided again
 * against the stock and the cart as they are now: a row whose item changed so that the same offer would be
 * refused or become something else, a new row whose item meanwhile got a cart line, or an overwrite row whose
 * cart line changed since the review, makes the whole accept refuse with 409 and the rows' reasons; nothing is
 * written and the pending import stays for the buyer to cancel or upload again. Otherwise every line is written
 * (batched), auto-rules (Q-020) answered, the pending import deleted and cart.changed/offers.changed published,
 * all in the same transaction: a crash at any point leaves the whole import applied or none of it.
 */
export async function acceptImport(
  db: DbOrTx,
  ctx: RequestContext,
  hooks: { beforeCommit?: (tx: DbOrTx) => Promise<void> } = {},
): Promise<ImportAcceptResponse> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  return db.transaction(async (tx) => {
    const pending = await loadPending(tx, ctx.tenantId, ctx.userId, true);
    if (!pending) throw noPending();
    const review = pending.review;
    const rows: (ImportValidOffer & { existing: ImportConflictOffer | null })[] = [
      ...review.conflictOffers.map((c) => ({ ...c, existing: c })),
      ...Object.values(review.validOffersMap)
        .flat()
        .map((v) => ({ ...v, existing: null })),
    ];
    if (rows.length === 0) throw new AppError('validationFailed', 'The import has no requests to submit');

    // Only the rows whose item changed since the review are read again (one set-based statement finds them and
    // answers their items now); every other row is decided again against exactly the values the review showed, which are its
    // item's values now.
    const changed = await itemsChangedSince(
      tx,
      ctx.tenantId,
      rows.map((r) => ({
        itemNumberWarehouse: r.itemNumberWarehouse,
        quantityAvailable: r.availableQuantity,
        listPriceMinor: Math.round(r.listPrice * 100),
        incrementSize: r.incrementSize,
        offer: r.offerStatus !== 'BUY_AT_LIST',
      })),
    );
    const items = new Map<string, ImportItem>();
    for (const r of rows) {
      const now = changed.get(r.itemNumberWarehouse);
      if (now === undefined) items.set(r.itemNumberWarehouse, reviewedItem(r));
      else if (now !== null) items.set(r.itemNumberWarehouse, now);
    }
    const cart = new Map(
      (
        await cartLines(
          tx,
          ctx.tenantId,
          ctx.userId,
          rows.map((r) => r.itemNumberWarehouse),
          true,
        )
      ).map((l) => [l.itemNumberWarehouse, l] as const),
    );
    const errors: FieldError[] = [];
    const fail = (rowNumber: number, message: string, code: RefusalCode = 'importChangedSinceReview') =>
      errors.push({ messageCode: code, messageDescription: `Row ${rowNumber}: ${message}`, field: 'rows' });
    for (const r of rows) {
      const item = items.get(r.itemNumberWarehouse);
      const d = decideImportRow(
        {
          rowNumber: r.rowNumber,
          itemNumber: r.itemNumber,
          warehouse: r.warehouse,
          quantity: String(r.offerQuantity),
          price: String(r.offerPrice),
        },
        item ? [item] : [],
      );
      if (!d.ok) fail(r.rowNumber, importReasonText(d.code, d.params), d.code);
      else if (d.status !== r.offerStatus) fail(r.rowNumber, 'the list price changed since the review');
      const now = cart.get(r.itemNumberWarehouse);
      if (r.existing === null && now) fail(r.rowNumber, 'the item was added to the cart since the review');
      if (
        r.existing !== null &&
        (!now ||
          !sameLine(now, {
            status: r.existing.existingOfferStatus,
            quantity: r.existing.existingTransactionQuantity,
            price: r.existing.existingTransactionPrice,
          }))
      ) {
        fail(r.rowNumber, 'the cart line changed since the review');
      }
    }
    if (errors.length > 0) {
      throw new AppError(
        'conflict',
        `${errors.length} of the reviewed requests no longer fit the stock or the cart; nothing was submitted. Upload the file again.`,
        { count: errors.length },
        errors.slice(0, 100),
      );
    }
    const settings = await readOfferSettings(tx, ctx.tenantId);
    const rules = await offerRulesOf(tx, ctx.tenantId);
    const now = new Date();
    const writes: ImportWrite[] = [];
    const autos = new Map<string, { action: 'ACCEPT' | 'REJECT'; line: OfferLine; listPriceMinor: number }>();
    for (const r of rows) {
      const item = items.get(r.itemNumberWarehouse)!;
      const current = cart.get(r.itemNumberWarehouse);
      const before = current ? toLine(current) : null;
      const priceMinor = Math.round(r.offerPrice * 100);
      let line: OfferLine;
      if (r.offerStatus === 'BUY_AT_LIST') {
        line = mustApply(before, {
          type: 'BUY',
          quantity: r.offerQuantity,
          listPriceMinor: item.listPriceMinor,
        });
      } else {
        // The offer and a Q-020 auto-answer exactly as POST stocklist/offer makes them.
        const rule = rules.get(r.itemNumberWarehouse) ?? null;
        const made = makeOffer(before, item, rule, settings, r.offerQuantity, priceMinor, now);
        line = made.line;
        if (made.auto) {
          autos.set(r.itemNumberWarehouse, {
            action: made.auto.action,
            line,
            listPriceMinor: item.listPriceMinor,
          });
        }
      }
      writes.push({ itemNumberWarehouse: r.itemNumberWarehouse, line, id: current?.id ?? null });
    }
    const written = await writeLines(tx, ctx.tenantId, ctx.userId, writes);
    const answers: NewAutoAnswer[] = [];
    for (const w of written) {
      const auto = autos.get(w.itemNumberWarehouse);
      if (!auto) continue;
      answers.push({
        tenantId: ctx.tenantId,
        offerId: w.id,
        buyerId: ctx.userId,
        itemNumberWarehouse: w.itemNumberWarehouse,
        action: auto.action,
        offerQuantity: auto.line.offerQuantity,
        offerPriceMinor: auto.line.offerPriceMinor,
        listPriceMinor: auto.listPriceMinor,
        counterPriceMinor: null,
        minimumCheckoutQuantity: auto.line.minimumCheckoutQuantity,
        answeredBy: null,
        auto: true,
        answeredAt: auto.line.answeredAt ?? now,
      });
    }
    await insertAutoAnswers(tx, answers);
    await deletePending(tx, ctx.tenantId, ctx.userId);
    const offerIds = written.map((w) => w.id);
    await publishOfferEvents(tx, buyerChangeEvents(ctx.tenantId, ctx.userId, offerIds, 'imported'));
    await hooks.beforeCommit?.(tx);
    return { status: 'SUCCESS' as const, submittedCount: offerIds.length, offerIds };
  });
}

/** Items for the template (GET …/template): the given keys, in the order given, that exist. */
export async function templateItems(db: DbOrTx, ctx: RequestContext, keys: string[]): Promise<ImportItem[]> {
  await requireAuthority(db, ctx, 'CAN_BUY_ONLINE');
  if (keys.length === 0) return [];
  const found = new Map(
    (await itemsByKeys(db, ctx.tenantId, keys)).map((i) => [i.itemNumberWarehouse, i] as const),
  );
  return keys.flatMap((k) => found.get(k) ?? []);
}

import {
  CHECKOUT_PATHS,
  CheckoutPayload,
  DOCUMENT_UPLOAD_PATH,
  fillPath,
  ORDER_PATHS,
  PendingDocuments,
  SubmitOrderResponse,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  documentFiles,
  documentUploadTokens,
  events,
  mailOutbox,
  orders,
  orderTimeline,
  pendingDocuments,
  users,
} from '../src/db/schema/index.ts';
import { PROOF_OF_EXPORT_FIRST } from '../src/modules/export-documents/export-documents.service.ts';
import { submissionFor } from './checkout-helper.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { itemPicker, offersApi } from './offers-helper.ts';
import { insertOrder, TEST_ADDRESS } from './orders-helper.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { API, bearer, getStock, itemsOf, tenantIdOf } from './stock-helper.ts';

/**
 * Proof of export (H-001…H-012, N-043, Q-066): the seller's rule asks a buyer for a document per on-hold order,
 * poeData reports it with an upload token, the upload is checked by content and size and scoped to its buyer
 * and tenant, the staff review it, and PAY AND SHIP NOW comes back once every document is approved.
 */
const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
// The buyer's mails as a mail client reads them.
const smtp = await startSmtpCatcher(app.db);
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const seller = await signIn(app, 'seller@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');
const viewer = await signIn(app, 'viewer@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);
const summitBuyer = await signIn(app, 'buyer@summit.test', SUMMIT);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const ZIP_AS_PDF = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]);

const pending = async (token: string, host = HARBOR) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/account/pending-documents`,
    headers: { host, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return PendingDocuments.parse(res.json());
};

const boundary = '----portico-poe';
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const upload = (
  uploadToken: string | undefined,
  documentId: string,
  file: { name: string; data: Buffer },
  host = HARBOR,
) =>
  app.inject({
    method: 'POST',
    url: DOCUMENT_UPLOAD_PATH,
    headers: {
      host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(uploadToken ? { 'upload-token': uploadToken } : {}),
    },
    payload: multipart({ documentId, fileName: file.name }, file),
  });

const setRule = (rule: object, token = seller, host = HARBOR) =>
  app.inject({
    method: 'PUT',
    url: `${API}/seller/settings/proof-of-export`,
    headers: { host, ...bearer(token) },
    payload: rule,
  });

const storedFiles = async (documentId: string) =>
  app.db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));
const statusOf = async (documentId: string) =>
  (await app.db.select().from(pendingDocuments).where(eq(pendingDocuments.id, documentId)))[0]?.status;
/** The document's version as the staff's Documents list shows it (what a review sends back). */
const listedVersion = async (documentId: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/seller/documents`,
    headers: { host: HARBOR, ...bearer(seller) },
  });
  const found = (res.json().documents as { documentId: string; version: number }[]).find(
    (d) => d.documentId === documentId,
  );
  return found?.version ?? 1;
};

describe('the tenant rule and poeData (H-001, H-002, Q-066)', () => {
  it('asks nothing while the rule is OFF; an export order needs a document once the seller sets it', async () => {
    await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const before = await pending(buyer);
    expect(before).toMatchObject({ documents: [], disablePayAndShipNow: false, isOpen: false });

    // A buyer cannot set the rule; a seller can. The order ships to US, the tenant's home is CA: an export.
    expect(
      (await setRule({ rule: 'EXPORT_ORDERS', homeCountry: 'CA', buyerEmails: [] }, buyer)).statusCode,
    ).toBe(403);
    const put = await setRule({ rule: 'EXPORT_ORDERS', homeCountry: 'CA', buyerEmails: [] });
    expect(put.statusCode, put.body).toBe(200);

    const after = await pending(buyer);
    expect(after.documents).toEqual([
      {
        documentId: expect.any(String),
        documentName: 'Proof of Export',
        documentDescription: expect.arrayContaining([expect.stringMatching(/^Order .+, shipped to US\.$/)]),
        documentStatus: 'PENDING',
      },
    ]);
    expect(after).toMatchObject({
      documentUploadUrl: DOCUMENT_UPLOAD_PATH,
      disablePayAndShipNow: true,
      isOpen: true,
    });
    expect(after.authToken).toMatch(/^[\w-]{40,}$/);
    // Reading again creates no second document; another tenant's buyer is not touched by Harbor's rule.
    expect((await pending(buyer)).documents).toHaveLength(1);
    expect((await pending(summitBuyer, SUMMIT)).documents).toEqual([]);
    // A malformed rule is refused and changes nothing.
    expect((await setRule({ rule: 'SOMETIMES', homeCountry: 'Canada', buyerEmails: [] })).statusCode).toBe(
      422,
    );
  });
});

describe('upload (N-043, H-006) and review', () => {
  it('refuses a wrong type by content, 11 MB, an expired, missing or other buyer’s token and stores nothing', async () => {
    const poe = await pending(buyer);
    const doc = poe.documents[0]!;
    const refusals = [
      [
        'a ZIP named .pdf',
        await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: ZIP_AS_PDF }),
      ],
      [
        'plain text',
        await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: Buffer.from('hello') }),
      ],
      [
        '11 MB',
        await upload(poe.authToken, doc.documentId, {
          name: 'big.pdf',
          data: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 32)]),
        }),
      ],
      ['no token', await upload(undefined, doc.documentId, { name: 'bol.pdf', data: PDF })],
      ['a made-up token', await upload('not-a-token', doc.documentId, { name: 'bol.pdf', data: PDF })],
      [
        'another buyer’s token',
        await upload((await pending(viewer)).authToken, doc.documentId, { name: 'b.pdf', data: PDF }),
      ],
      [
        'the token on another tenant’s host',
        await upload(poe.authToken, doc.documentId, { name: 'b.pdf', data: PDF }, SUMMIT),
      ],
      [
        'another tenant’s buyer with this tenant’s document id',
        await upload(
          (await pending(summitBuyer, SUMMIT)).authToken,
          doc.documentId,
          { name: 'b.pdf', data: PDF },
          SUMMIT,
        ),
      ],
      [
        'the buyer’s token sent with another buyer’s session',
        await app.inject({
          method: 'POST',
          url: DOCUMENT_UPLOAD_PATH,
          headers: {
            host: HARBOR,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'upload-token': poe.authToken,
            ...bearer(viewer),
          },
          payload: multipart({ documentId: doc.documentId, fileName: 'b.pdf' }, { name: 'b.pdf', data: PDF }),
        }),
      ],
      [
        'a document id that is no uuid',
        await upload(poe.authToken, 'x; drop table', { name: 'b.pdf', data: PDF }),
      ],
      [
        'a body cut off inside the file',
        await app.inject({
          method: 'POST',
          url: DOCUMENT_UPLOAD_PATH,
          headers: {
            host: HARBOR,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'upload-token': poe.authToken,
          },
          payload: multipart(
            { documentId: doc.documentId, fileName: 'b.pdf' },
            { name: 'b.pdf', data: PDF },
          ).subarray(0, -(boundary.length + 8)),
        }),
      ],
      [
        'no file part',
        await app.inject({
          method: 'POST',
          url: DOCUMENT_UPLOAD_PATH,
          headers: {
            host: HARBOR,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'upload-token': poe.authToken,
          },
          payload: multipart({ documentId: doc.documentId, fileName: 'b.pdf' }),
        }),
      ],
    ] as const;
    const codes = Object.fromEntries(refusals.map(([what, res]) => [what, res.statusCode]));
    expect(codes).toEqual({
      'a ZIP named .pdf': 422,
      'plain text': 422,
      '11 MB': 413,
      'no token': 401,
      'a made-up token': 401,
      'another buyer’s token': 404,
      'the token on another tenant’s host': 401,
      'another tenant’s buyer with this tenant’s document id': 404,
      'the buyer’s token sent with another buyer’s session': 403,
      'a document id that is no uuid': 404,
      'a body cut off inside the file': 400,
      'no file part': 422,
    });
    expect(refusals[0][1].json().message).toBe('Upload a PDF, JPEG or PNG file');
    for (const [, res] of refusals) expect(res.json().status).toBe('FAIL');

    // An expired token: refused like a missing one (the portal then fetches a fresh one, H-007).
    const stale = await pending(buyer);
    await app.db
      .update(documentUploadTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentUploadTokens.userId, (await userOf('buyer@harbor.test'))!));
    expect((await upload(stale.authToken, doc.documentId, { name: 'b.pdf', data: PDF })).statusCode).toBe(
      401,
    );

    expect(await storedFiles(doc.documentId)).toEqual([]);
    expect(await statusOf(doc.documentId)).toBe('PENDING');
  });

  it('stores a PDF, serves it only to its buyer and the tenant’s staff, and approval gives PAY AND SHIP NOW back', async () => {
    const poe = await pending(buyer);
    const doc = poe.documents[0]!;
    const res = await upload(poe.authToken, doc.documentId, { name: 'bill of lading.pdf', data: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      documentId: doc.documentId,
      documentStatus: 'SUBMITTED',
      fileName: 'bill of lading.pdf',
    });

    // H-011's state: nothing left to upload, PAY AND SHIP NOW still disabled.
    expect(await pending(buyer)).toMatchObject({ documents: [], disablePayAndShipNow: true, isOpen: false });

    const list = await app.inject({
      method: 'GET',
      url: `${API}/seller/documents`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().documents).toEqual([
      expect.objectContaining({
        documentId: doc.documentId,
        documentStatus: 'SUBMITTED',
        buyerEmail: 'buyer@harbor.test',
        phonexOrderNumber: expect.any(String),
        fileName: 'bill of lading.pdf',
        contentType: 'application/pdf',
        sizeBytes: PDF.length,
        submittedAt: expect.any(String),
      }),
    ]);

    const download = (path: string, token: string, host = HARBOR) =>
      app.inject({ method: 'GET', url: `${API}/${path}`, headers: { host, ...bearer(token) } });
    const staffCopy = await download(`seller/documents/${doc.documentId}/file`, seller);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(PDF)).toBe(true);
    expect(staffCopy.headers['content-type']).toBe('application/pdf');
    expect(staffCopy.headers['x-content-type-options']).toBe('nosniff');
    expect(staffCopy.headers['content-disposition']).toMatch(/^attachment; filename="bill of lading.pdf"/);
    const ownCopy = await download(`account/pending-documents/${doc.documentId}/file`, buyer);
    expect(ownCopy.statusCode).toBe(200);
    expect(ownCopy.rawPayload.equals(PDF)).toBe(true);
    // Another buyer, a buyer on the staff route, another tenant's staff: refused.
    expect((await download(`account/pending-documents/${doc.documentId}/file`, viewer)).statusCode).toBe(404);
    expect((await download(`seller/documents/${doc.documentId}/file`, buyer)).statusCode).toBe(403);
    expect((await download(`seller/documents/${doc.documentId}/file`, summitSeller, SUMMIT)).statusCode).toBe(
      404,
    );
    expect((await download(`seller/documents/${doc.documentId}/file`, summitSeller)).statusCode).toBe(403);
    const summitList = await download('seller/documents', summitSeller, SUMMIT);
    expect(summitList.json().documents).toEqual([]);
    // …nor can another tenant's staff review it.
    const foreignApprove = await app.inject({
      method: 'POST',
      url: `${API}/seller/documents/${doc.documentId}/approve`,
      headers: { host: SUMMIT, ...bearer(summitSeller) },
      payload: { version: await listedVersion(doc.documentId) },
    });
    expect(foreignApprove.statusCode).toBe(404);
    expect(await statusOf(doc.documentId)).toBe('SUBMITTED');

    const approve = await app.inject({
      method: 'POST',
      url: `${API}/seller/documents/${doc.documentId}/approve`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: { version: await listedVersion(doc.documentId) },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json()).toMatchObject({ documentStatus: 'APPROVED', reviewedAt: expect.any(String) });
    // H-010 the other way: the last approval switches PAY AND SHIP NOW on again.
    expect(await pending(buyer)).toMatchObject({ documents: [], disablePayAndShipNow: false, isOpen: false });
    // A second review of the same document is a conflict, not a second mail.
    const again = await app.inject({
      method: 'POST',
      url: `${API}/seller/documents/${doc.documentId}/approve`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: { version: await listedVersion(doc.documentId) },
    });
    expect(again.statusCode).toBe(409);

    const mails = await app.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, harborId), eq(mailOutbox.toAddress, 'buyer@harbor.test')));
    expect(mails.filter((m) => /Proof of Export/.test(m.subject))).toEqual([
      { to: 'buyer@harbor.test', subject: expect.stringMatching(/is approved$/) },
    ]);
    // Its subject names the shop first, as every order mail's does.
    const delivered = (await smtp.deliver()).filter((m) => m.subject?.includes('Proof of Export'));
    expect(
      delivered.map((m) => ({ to: m.to && !Array.isArray(m.to) ? m.to.text : m.to, subject: m.subject })),
    ).toEqual([
      {
        to: 'buyer@harbor.test',
        subject: `Harbor Phones: Your Proof of Export for order ${await orderOf(doc.documentId)} is approved`,
      },
    ]);
    const live = await app.db
      .select({ audience: events.audience, data: events.data })
      .from(events)
      .where(and(eq(events.tenantId, harborId), eq(events.type, 'documents.changed')));
    expect(live).toContainEqual({
      audience: 'buyer',
      data: { documentIds: [doc.documentId], status: 'APPROVED' },
    });
    expect(live).toContainEqual({
      audience: 'seller',
      data: { documentIds: [doc.documentId], status: 'APPROVED' },
    });
  });

  it('a rejection with a reason asks the buyer again (isOpen) and mails the reason; a PNG is accepted', async () => {
    await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'buyer@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const poe = await pending(buyer);
    expect(poe).toMatchObject({ disablePayAndShipNow: true, isOpen: true });
    const doc = poe.documents[0]!;
    // The name as the staff will read it: no line breaks, no right-to-left override faking the extension.
    const named = await upload(poe.authToken, doc.documentId, {
      name: 'C:\\scans\\scan\r\n\u202Egnp.exe',
      data: PNG,
    });
    expect(named.statusCode, named.body).toBe(200);
    // …and ending as its content is: a PNG named .exe is kept as .png.
    expect(named.json().fileName).toBe('scangnp.png');
    expect(
      (await app.db.select().from(documentFiles).where(eq(documentFiles.documentId, doc.documentId))).map(
        (f) => f.fileName,
      ),
    ).toEqual(['scangnp.png']);
    expect((await upload(poe.authToken, doc.documentId, { name: 'scan.png', data: PNG })).statusCode).toBe(
      200,
    );
    const reject = async (payload: object) =>
      app.inject({
        method: 'POST',
        url: `${API}/seller/documents/${doc.documentId}/reject`,
        headers: { host: HARBOR, ...bearer(seller) },
        payload: { version: await listedVersion(doc.documentId), ...payload },
      });
    expect((await reject({ reason: '   ' })).statusCode).toBe(422);
    expect(await statusOf(doc.documentId)).toBe('SUBMITTED');
    const res = await reject({ reason: 'The scan is unreadable' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await pending(buyer);
    expect(after).toMatchObject({ disablePayAndShipNow: true, isOpen: true });
    expect(after.documents).toEqual([
      expect.objectContaining({
        documentId: doc.documentId,
        documentStatus: 'REJECTED',
        documentDescription: expect.arrayContaining(['Rejected: The scan is unreadable']),
      }),
    ]);
    const rejected = `Harbor Phones: Your Proof of Export for order ${await orderOf(doc.documentId)} was not accepted`;
    const [mail, ...more] = (await smtp.deliver()).filter((m) => m.subject === rejected);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Reason: The scan is unreadable');
    // The order's history keeps the review, for the desk and the buyer alike.
    const [doc0] = await app.db
      .select({ orderId: pendingDocuments.orderId })
      .from(pendingDocuments)
      .where(eq(pendingDocuments.id, doc.documentId));
    const history = await app.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, doc0!.orderId!));
    expect(history.at(-1)).toMatchObject({
      actorKind: 'STAFF',
      action: 'DOCUMENT_REJECTED',
      summary: 'Proof of Export rejected: The scan is unreadable',
      visibleToBuyer: true,
    });
  });
});

describe('the server keeps PAY AND SHIP NOW off while proof of export is due (H-010)', () => {
  it('refuses to release a held order until every document is approved, then releases it', async () => {
    // The demo's rule: export@harbor.test only (seed/demo-export.ts).
    expect(
      (await setRule({ rule: 'OFF', homeCountry: 'US', buyerEmails: ['export@harbor.test'] })).statusCode,
    ).toBe(200);
    const exporter = await signIn(app, 'export@harbor.test');
    const item = itemPicker(itemsOf((await getStock(app, exporter)).body.groups)).offerable(5);
    const offer = await offersApi(app).offer(exporter, item, 1, item.listPrice);
    const call = (method: 'POST', url: string, payload: unknown, extra: Record<string, string> = {}) =>
      app.inject({
        method,
        url: `${API}${url}`,
        headers: { host: HARBOR, ...bearer(exporter), ...extra },
        payload: payload as object,
      });
    const checkout = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }),
      [offer.offerId],
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const submitted = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
      submissionFor(CheckoutPayload.parse(checkout.json()), { readyToRelease: false }),
      { 'idempotency-key': 'poe-release-1' },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const n = SubmitOrderResponse.parse(submitted.json()).phonexOrderNumber;
    const release = () =>
      call('POST', fillPath(ORDER_PATHS.action.path, { phonexOrderNumber: n }), { action: 'RELEASE_ORDER' });

    const refused = await release();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.',
    );
    // Pay And Ship Now at checkout (readyToRelease) is refused the same way, and places nothing.
    const second = await offersApi(app).offer(exporter, item, 1, item.listPrice);
    const checkout2 = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }),
      [second.offerId],
    );
    expect(checkout2.statusCode, checkout2.body).toBe(200);
    const ordersBefore = await app.db.select({ id: orders.id }).from(orders);
    const payNow = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
      submissionFor(CheckoutPayload.parse(checkout2.json()), { readyToRelease: true }),
      { 'idempotency-key': 'poe-release-2' },
    );
    expect(payNow.statusCode, payNow.body).toBe(422);
    expect(payNow.json().message).toBe(
      'PAY AND SHIP NOW is disabled until submitted Proof-Of-Export is approved.',
    );
    expect(await app.db.select({ id: orders.id }).from(orders)).toHaveLength(ordersBefore.length);

    const [held] = await app.db
      .select({ status: orders.fulfillmentStatus })
      .from(orders)
      .where(eq(orders.phonexOrderNumber, n));
    expect(held?.status).toBe('ON_HOLD');

    const poe = await pending(exporter);
    expect(poe.documents).toHaveLength(1);
    const doc = poe.documents[0]!;
    expect((await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: PDF })).statusCode).toBe(
      200,
    );
    expect((await release()).statusCode).toBe(422);
    const approve = await app.inject({
      method: 'POST',
      url: `${API}/seller/documents/${doc.documentId}/approve`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: { version: await listedVersion(doc.documentId) },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const released = await release();
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().salesOrder.fulfillmentStatus).toBe('AWAITING_PAYMENT');

    // Every document approved, yet a NEW order the rule covers cannot skip its own proof: Pay And Ship Now at
    // checkout is refused (nothing placed); held instead, it asks for its document.
    const third = await offersApi(app).offer(exporter, item, 1, item.listPrice);
    const checkout3 = CheckoutPayload.parse(
      (
        await call('POST', fillPath(CHECKOUT_PATHS.cartCheckout.path, { warehouseCode: 'MIA' }), [
          third.offerId,
        ])
      ).json(),
    );
    // The checkout page is told so, to turn the pay button off before it is pressed (H-010).
    expect(checkout3.newOrderProofOfExport).toEqual({ allOrders: true, homeCountry: null });
    const countBefore = (await app.db.select({ id: orders.id }).from(orders)).length;
    const skip = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
      submissionFor(checkout3, { readyToRelease: true }),
      { 'idempotency-key': 'poe-release-3' },
    );
    expect(skip.statusCode, skip.body).toBe(422);
    expect(skip.json().message).toBe(PROOF_OF_EXPORT_FIRST);
    expect(await app.db.select({ id: orders.id }).from(orders)).toHaveLength(countBefore);
    const heldNew = await call(
      'POST',
      fillPath(CHECKOUT_PATHS.submit.path, { warehouseCode: 'MIA' }),
      submissionFor(checkout3, { readyToRelease: false }),
      { 'idempotency-key': 'poe-release-4' },
    );
    expect(heldNew.statusCode, heldNew.body).toBe(200);
    const next = await pending(exporter);
    expect(next.isOpen).toBe(true);
    expect(next.disablePayAndShipNow).toBe(true);
  });
});

describe('a review approves what the seller saw, for where the goods go (H-008, H-010)', () => {
  const review = async (documentId: string, decision: 'approve' | 'reject', version: number) =>
    app.inject({
      method: 'POST',
      url: `${API}/seller/documents/${documentId}/${decision}`,
      headers: { host: HARBOR, ...bearer(seller) },
      payload: decision === 'reject' ? { version, reason: 'Unreadable' } : { version },
    });
  const exporterDocument = async () => {
    expect(
      (await setRule({ rule: 'OFF', homeCountry: 'US', buyerEmails: ['export@harbor.test'] })).statusCode,
    ).toBe(200);
    const order = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'export@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const exporter = await signIn(app, 'export@harbor.test');
    const poe = await pending(exporter);
    const doc = poe.documents.find((d) =>
      d.documentDescription.some((l) => l.includes(order.phonexOrderNumber)),
    )!;
    return { order, exporter, poe, doc };
  };

  it('a file sent again while the seller looks at the first is not approved unseen (409), then is once listed', async () => {
    const { poe, doc } = await exporterDocument();
    const genuine = Buffer.concat([PDF, Buffer.from('% genuine\n')]);
    const forged = Buffer.concat([PDF, Buffer.from('% forged\n')]);
    expect((await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: genuine })).statusCode).toBe(
      200,
    );
    const seen = await listedVersion(doc.documentId);
    expect((await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: forged })).statusCode).toBe(
      200,
    );
    for (const decision of ['approve', 'reject'] as const) {
      const stale = await review(doc.documentId, decision, seen);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().message).toBe(
        'The buyer sent a new file since you opened this document: open it again before reviewing it',
      );
    }
    expect(await statusOf(doc.documentId)).toBe('SUBMITTED');
    const fresh = await review(doc.documentId, 'approve', await listedVersion(doc.documentId));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await storedFiles(doc.documentId))[0]!.content.equals(forged)).toBe(true);
  });

  it('an order sent to another country after its document was approved asks for it again', async () => {
    const { order, exporter, poe, doc } = await exporterDocument();
    expect((await upload(poe.authToken, doc.documentId, { name: 'bol.pdf', data: PDF })).statusCode).toBe(
      200,
    );
    expect((await review(doc.documentId, 'approve', await listedVersion(doc.documentId))).statusCode).toBe(
      200,
    );
    expect((await pending(exporter)).documents.map((d) => d.documentId)).not.toContain(doc.documentId);
    // The held order now ships to Canada (any writer of the order: the buyer's page, the desk).
    await app.db
      .update(orders)
      .set({
        shippingAddress: { ...TEST_ADDRESS, city: 'Toronto', state: 'ON', country: 'CA', zip: 'M5J 2J1' },
      })
      .where(eq(orders.id, order.id));
    const again = await pending(exporter);
    expect(again.disablePayAndShipNow).toBe(true);
    expect(again.documents).toContainEqual(
      expect.objectContaining({
        documentId: doc.documentId,
        documentStatus: 'PENDING',
        documentDescription: expect.arrayContaining([`Order ${order.phonexOrderNumber}, shipped to CA.`]),
      }),
    );
    // An unchanged destination leaves the document as it is.
    expect(await statusOf(doc.documentId)).toBe('PENDING');
    expect(
      (await pending(exporter)).documents.find((d) => d.documentId === doc.documentId)?.documentStatus,
    ).toBe('PENDING');
  });

  it('a PDF named .html is kept and downloaded as .pdf', async () => {
    const { poe, doc } = await exporterDocument();
    const html = Buffer.concat([PDF, Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload(poe.authToken, doc.documentId, { name: 'bill-of-lading.html', data: html });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fileName).toBe('bill-of-lading.pdf');
    const copy = await app.inject({
      method: 'GET',
      url: `${API}/seller/documents/${doc.documentId}/file`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="bill-of-lading.pdf"/);
  });

  it('an upload token stops working when the account is deactivated or its sessions are ended', async () => {
    const { exporter, doc } = await exporterDocument();
    const id = (await userOf('export@harbor.test'))!;
    const token = (await pending(exporter)).authToken;
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, id));
    try {
      expect((await upload(token, doc.documentId, { name: 'b.pdf', data: PDF })).statusCode).toBe(401);
    } finally {
      await app.db.update(users).set({ disabled: false }).where(eq(users.id, id));
    }
    await app.db
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() + 1000) })
      .where(eq(users.id, id));
    try {
      expect((await upload(token, doc.documentId, { name: 'b.pdf', data: PDF })).statusCode).toBe(401);
    } finally {
      await app.db.update(users).set({ tokensValidAfter: null }).where(eq(users.id, id));
    }
    expect(await storedFiles(doc.documentId)).toEqual([]);
    // The same token, the account as it was: accepted.
    expect((await upload(token, doc.documentId, { name: 'b.pdf', data: PDF })).statusCode).toBe(200);
  });
});

async function userOf(email: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, harborId), eq(users.email, email)));
  return row?.id;
}

async function orderOf(documentId: string) {
  const [row] = await app.db
    .select({ n: orders.phonexOrderNumber })
    .from(pendingDocuments)
    .innerJoin(orders, eq(orders.id, pendingDocuments.orderId))
    .where(eq(pendingDocuments.id, documentId));
  return row?.n;
}

describe('the documents not uploaded yet, for the seller to chase (Q-066)', () => {
  const list = async (token: string, host = HARBOR, query = '?status=PENDING') => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/seller/documents${query}`,
      headers: { host, ...bearer(token) },
    });
    return res;
  };

  it('lists each asked-for document with its order, buyer and when it was asked; never another tenant’s', async () => {
    expect(
      (await setRule({ rule: 'OFF', homeCountry: 'US', buyerEmails: ['export@harbor.test'] })).statusCode,
    ).toBe(200);
    const harborOrder = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'export@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const cancelled = await insertOrder(app, {
      tenantSlug: 'harbor',
      buyerEmail: 'export@harbor.test',
      warehouse: 'MIA',
      lines: [],
    });
    const exporter = await signIn(app, 'export@harbor.test');
    const asked = (await pending(exporter)).documents;
    const harborDoc = asked.find((d) =>
      d.documentDescription.some((l) => l.includes(harborOrder.phonexOrderNumber)),
    )!;
    const cancelledDoc = asked.find((d) =>
      d.documentDescription.some((l) => l.includes(cancelled.phonexOrderNumber)),
    )!;
    await app.db.update(orders).set({ fulfillmentStatus: 'CANCELED' }).where(eq(orders.id, cancelled.id));
    // Summit asks its own buyer for every held order.
    expect(
      (await setRule({ rule: 'ALL_ORDERS', homeCountry: 'US', buyerEmails: [] }, summitSeller, SUMMIT))
        .statusCode,
    ).toBe(200);
    const summitOrder = await insertOrder(app, {
      tenantSlug: 'summit',
      buyerEmail: 'buyer@summit.test',
      warehouse: 'DEN',
      lines: [],
    });
    const summitDoc = (await pending(summitBuyer, SUMMIT)).documents.find((d) =>
      d.documentDescription.some((l) => l.includes(summitOrder.phonexOrderNumber)),
    )!;
    expect(summitDoc).toBeDefined();

    const res = await list(seller);
    expect(res.statusCode, res.body).toBe(200);
    const documents = res.json().documents as {
      documentId: string;
      documentStatus: string;
      buyerEmail: string;
      phonexOrderNumber: string | null;
      askedAt: string;
    }[];
    expect(documents).toContainEqual(
      expect.objectContaining({
        documentId: harborDoc.documentId,
        documentStatus: 'PENDING',
        buyerEmail: 'export@harbor.test',
        phonexOrderNumber: harborOrder.phonexOrderNumber,
        askedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    // Every row is Harbor's and waiting for a file; a cancelled order's document no longer counts.
    expect(documents.every((d) => d.documentStatus === 'PENDING')).toBe(true);
    expect(documents.every((d) => d.buyerEmail.endsWith('@harbor.test'))).toBe(true);
    const ids = documents.map((d) => d.documentId);
    expect(ids).not.toContain(summitDoc.documentId);
    expect(ids).not.toContain(cancelledDoc.documentId);

    // Summit's staff see theirs and never Harbor's; read-only staff may read; a buyer may not.
    const summitIds = ((await list(summitSeller, SUMMIT)).json().documents as { documentId: string }[]).map(
      (d) => d.documentId,
    );
    expect(summitIds).toContain(summitDoc.documentId);
    expect(summitIds).not.toContain(harborDoc.documentId);
    expect((await list(summitSeller)).statusCode).toBe(403);
    expect((await list(await signIn(app, 'readonly@harbor.test'))).statusCode).toBe(200);
    expect((await list(buyer)).statusCode).toBe(403);
    // The default list stays the documents with a file.
    const withFile = (await list(seller, HARBOR, '')).json().documents as { documentStatus: string }[];
    expect(withFile.some((d) => d.documentStatus === 'PENDING')).toBe(false);
  });
});

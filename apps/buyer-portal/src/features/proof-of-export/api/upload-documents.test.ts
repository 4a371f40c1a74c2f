import type { PendingDocuments } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { uploadDocuments } from './upload-documents.ts';

const poe = (authToken: string): PendingDocuments => ({
  documents: [
    { documentId: 'd1', documentName: 'Proof of Export', documentDescription: [], documentStatus: 'PENDING' },
  ],
  documentUploadUrl: '/px-api-gateway/account/pending-documents/upload',
  authToken,
  disablePayAndShipNow: true,
  isOpen: true,
});

/** A server stand-in: answers each POST with the next status and records what it was sent. */
function server(statuses: number[]) {
  const sent: { url: string; token: string | null; documentId: unknown; fileName: unknown }[] = [];
  const send = async (url: string, init: RequestInit) => {
    const body = init.body as FormData;
    sent.push({
      url,
      token: new Headers(init.headers).get('upload-token'),
      documentId: body.get('documentId'),
      fileName: body.get('fileName'),
    });
    const status = statuses.shift() ?? 500;
    return new Response(JSON.stringify({ status: status === 200 ? 'SUCCESS' : 'FAIL' }), { status });
  };
  return { sent, send };
}

const file = new File(['%PDF-1.4'], 'bol.pdf', { type: 'application/pdf' });

describe('uploadDocuments (H-006, H-007, H-008)', () => {
  it('sends each file multipart with the upload-token header, the document id and the file name', async () => {
    const s = server([200]);
    const ok = await uploadDocuments([{ documentId: 'd1', file }], poe('t1'), async () => poe('t2'), s.send);
    expect(ok).toBe(true);
    expect(s.sent).toEqual([
      {
        url: '/px-api-gateway/account/pending-documents/upload',
        token: 't1',
        documentId: 'd1',
        fileName: 'bol.pdf',
      },
    ]);
  });
  it('on a 401 fetches the pending documents once and retries once with the fresh token', async () => {
    const s = server([401, 200]);
    let fetched = 0;
    const refetch = async () => {
      fetched += 1;
      return poe('fresh');
    };
    expect(await uploadDocuments([{ documentId: 'd1', file }], poe('old'), refetch, s.send)).toBe(true);
    expect(fetched).toBe(1);
    expect(s.sent.map((x) => x.token)).toEqual(['old', 'fresh']);
  });
  it('fails after a second 401, and on any other failure, without retrying', async () => {
    const twice = server([401, 401, 200]);
    expect(
      await uploadDocuments([{ documentId: 'd1', file }], poe('a'), async () => poe('b'), twice.send),
    ).toBe(false);
    expect(twice.sent).toHaveLength(2);
    const other = server([422, 200]);
    expect(
      await uploadDocuments([{ documentId: 'd1', file }], poe('a'), async () => poe('b'), other.send),
    ).toBe(false);
    expect(other.sent).toHaveLength(1);
  });
});

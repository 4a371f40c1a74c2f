import type { PendingDocuments } from '@portico/contract';
import { configureApi } from '@portico/web-kit';
import { clearIdToken, setIdToken } from '@portico/web-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

type Sent = {
  url: string;
  token: string | null;
  authorization: string | null;
  documentId: unknown;
  fileName: unknown;
};

/** A server stand-in behind fetch: answers each request with the next status and records what it was sent. */
function server(statuses: number[]) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = init.body as FormData;
    const headers = new Headers(init.headers);
    sent.push({
      url: String(input),
      token: headers.get('upload-token'),
      authorization: headers.get('authorization'),
      documentId: body.get('documentId'),
      fileName: body.get('fileName'),
    });
    const status = statuses.shift() ?? 500;
    return new Response(JSON.stringify({ status: status === 200 ? 'SUCCESS' : 'FAIL', statusCode: status }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const file = new File(['%PDF-1.4'], 'bol.pdf', { type: 'application/pdf' });
const expired = vi.fn();

beforeEach(() => {
  expired.mockClear();
  configureApi({ onSessionExpired: expired, defaultErrorHandling: 'silent' });
  // A signed-in buyer: the upload still carries the upload token alone, never the session's bearer.
  setIdToken('session-token', 900);
});

afterEach(() => {
  clearIdToken();
  vi.unstubAllGlobals();
});

describe('uploadDocuments (H-006, H-007, H-008)', () => {
  it('sends each file multipart with the upload-token header, the document id and the file name', async () => {
    const sent = server([200]);
    const ok = await uploadDocuments([{ documentId: 'd1', file }], poe('t1'), async () => poe('t2'));
    expect(ok).toBe(true);
    expect(sent).toEqual([
      {
        url: '/px-api-gateway/account/pending-documents/upload',
        token: 't1',
        authorization: null,
        documentId: 'd1',
        fileName: 'bol.pdf',
      },
    ]);
  });
  it('on a 401 fetches the pending documents once and retries once with the fresh token', async () => {
    const sent = server([401, 200]);
    let fetched = 0;
    const refetch = async () => {
      fetched += 1;
      return poe('fresh');
    };
    expect(await uploadDocuments([{ documentId: 'd1', file }], poe('old'), refetch)).toBe(true);
    expect(fetched).toBe(1);
    expect(sent.map((x) => x.token)).toEqual(['old', 'fresh']);
    // The upload token's 401 is not the session's: the session is neither refreshed nor ended.
    expect(sent.every((x) => !x.url.includes('/identity/'))).toBe(true);
    expect(expired).not.toHaveBeenCalled();
  });
  it('fails after a second 401, and on any other failure, without retrying', async () => {
    const twice = server([401, 401, 200]);
    expect(await uploadDocuments([{ documentId: 'd1', file }], poe('a'), async () => poe('b'))).toBe(false);
    expect(twice).toHaveLength(2);
    const other = server([422, 200]);
    expect(await uploadDocuments([{ documentId: 'd1', file }], poe('a'), async () => poe('b'))).toBe(false);
    expect(other).toHaveLength(1);
  });
});

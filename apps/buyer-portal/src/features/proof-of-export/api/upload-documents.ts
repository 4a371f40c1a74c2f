import type { PendingDocuments } from '@portico/contract';

/** One chosen file for one pending document (H-003: one file per document). */
export type ChosenFile = { documentId: string; file: File };

type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * H-006…H-008, N-043: each file goes multipart to poeData's documentUploadUrl with the `upload-token` header
 * (authToken), with the document id and the file name. On a 401 (the token expired) the pending documents are
 * fetched once for a fresh URL and token and that upload is retried once (H-007). Answers whether every upload
 * succeeded; the caller shows the spec's messages.
 */
export async function uploadDocuments(
  files: ChosenFile[],
  poe: PendingDocuments,
  refetch: () => Promise<PendingDocuments>,
  send: Send = (url, init) => fetch(url, init),
): Promise<boolean> {
  let current = poe;
  let refreshed = false;
  const post = (chosen: ChosenFile, data: PendingDocuments) => {
    const body = new FormData();
    body.append('documentId', chosen.documentId);
    body.append('fileName', chosen.file.name);
    body.append('file', chosen.file, chosen.file.name);
    return send(data.documentUploadUrl, {
      method: 'POST',
      headers: { 'upload-token': data.authToken },
      body,
      credentials: 'same-origin',
    });
  };
  try {
    for (const chosen of files) {
      let res = await post(chosen, current);
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        current = await refetch();
        res = await post(chosen, current);
      }
      if (!res.ok) return false;
    }
    return true;
  } catch {
    return false;
  }
}

import type { PendingDocuments } from '@portico/contract';
import { ApiError, request } from '@portico/web-kit';

/** One chosen file for one pending document (H-003: one file per document). */
export type ChosenFile = { documentId: string; file: File };

/**
 * H-006…H-008, N-043: each file goes multipart to poeData's documentUploadUrl with the `upload-token` header
 * (authToken), with the document id and the file name, through the app's one HTTP client. The upload token, not
 * the session, authorises it (no bearer, no session refresh): on a 401 (the token expired) the pending documents
 * are fetched once for a fresh URL and token and that upload is retried once (H-007). Answers whether every upload
 * succeeded; the caller shows the spec's messages.
 */
export async function uploadDocuments(
  files: ChosenFile[],
  poe: PendingDocuments,
  refetch: () => Promise<PendingDocuments>,
): Promise<boolean> {
  let current = poe;
  let refreshed = false;
  const post = (chosen: ChosenFile, data: PendingDocuments) => {
    const body = new FormData();
    body.append('documentId', chosen.documentId);
    body.append('fileName', chosen.file.name);
    body.append('file', chosen.file, chosen.file.name);
    return request(data.documentUploadUrl, {
      method: 'POST',
      headers: { 'upload-token': data.authToken },
      body,
      auth: false,
      onError: 'silent',
    });
  };
  try {
    for (const chosen of files) {
      try {
        await post(chosen, current);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 401) || refreshed) throw err;
        refreshed = true;
        current = await refetch();
        await post(chosen, current);
      }
    }
    return true;
  } catch {
    return false;
  }
}

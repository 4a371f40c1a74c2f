import { type RequestOptions, requestBlob } from './api.ts';

/** Hands a blob to the browser as a saved file, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a file of the tenant API (spec part 1 §7: the stock and order exports, the import template): the
 * request goes through the client (token, refresh, failures), the file is saved under the content-disposition
 * name, else `fallbackName`. Answers the name it was saved under.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  opts: RequestOptions = {},
): Promise<string> {
  const { blob, fileName } = await requestBlob(path, opts);
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

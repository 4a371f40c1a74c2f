/**
 * F-001 / F-002: the import takes exactly one spreadsheet: .xlsx or .xls by name, or one of the Excel MIME types
 * (some systems report an empty or generic type, so the name alone is enough; the server checks the content).
 */

export const EXCEL_MIME_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
] as const;

export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;

/** The `accept` attribute of the file input. */
export const IMPORT_ACCEPT = [...EXCEL_EXTENSIONS, ...EXCEL_MIME_TYPES].join(',');

/** Dictionary keys of the dialog's refusals. */
export type FileChoiceError = 'importNoFile' | 'importOneFileOnly' | 'importWrongFileType';

export type FileLike = { name: string; type: string };

export function isSpreadsheet(file: FileLike): boolean {
  const name = file.name.toLowerCase();
  if (EXCEL_EXTENSIONS.some((ext) => name.endsWith(ext))) return true;
  return (EXCEL_MIME_TYPES as readonly string[]).includes(file.type);
}

/** The one file to upload, or why not (F-002: none chosen → 'Please upload the file to have a successful import'). */
export function checkFileChoice<F extends FileLike>(
  files: readonly F[],
): { ok: true; file: F } | { ok: false; error: FileChoiceError; params?: { file: string } } {
  if (files.length === 0) return { ok: false, error: 'importNoFile' };
  if (files.length > 1) return { ok: false, error: 'importOneFileOnly' };
  const [file] = files as [F];
  // The message names the file and the accepted types (F-001).
  if (!isSpreadsheet(file)) return { ok: false, error: 'importWrongFileType', params: { file: file.name } };
  return { ok: true, file };
}

/** A file size for people: '12 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

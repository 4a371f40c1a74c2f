/**
 * The name of an uploaded file as Portico keeps it (offer import F-004, seller stock upload): only the last path
 * segment (a browser may send `C:\Users\…\offers.xlsx`, a client `../x`), no control characters (PostgreSQL
 * cannot store NUL; the rest garble what is echoed) nor bidirectional controls, trimmed, and at most 255 characters (a common file-system
 * limit) — cut from the stem so the extension survives, never inside a surrogate pair.
 */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 255;

/** C0 and C1 control characters (and DEL): what an uploaded name or an echoed field path must not carry. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to find control characters
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Bidirectional formatting characters (marks, embeddings, overrides, isolates): in a file name they only serve to
 * make 'invoice\u202Efdp.exe' read as 'invoiceexe.pdf' to whoever reviews it.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function uploadFileName(raw: string | null | undefined): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = lastSegment.replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim();
  const chars = Array.from(name);
  if (chars.length <= UPLOAD_FILE_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 16) {
    return chars.slice(0, UPLOAD_FILE_NAME_MAX_LENGTH).join('');
  }
  const stem = chars.slice(0, chars.length - extension.length);
  return stem.slice(0, UPLOAD_FILE_NAME_MAX_LENGTH - extension.length).join('') + extension.join('');
}

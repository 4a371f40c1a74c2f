/**
 * E-010: the alert input sits inside the sentence 'Alert me when you add {alert} units'. The translated sentence
 * is split around the placeholder so a tenant's wording (and word order) is kept; a translation without the
 * placeholder puts the input after the whole sentence.
 */
export const ALERT_MARK = '\u2063';

export function splitAround(sentence: string, mark = ALERT_MARK): [before: string, after: string] {
  const at = sentence.indexOf(mark);
  if (at < 0) return [sentence, ''];
  return [sentence.slice(0, at).trimEnd(), sentence.slice(at + mark.length).trimStart()];
}

/** E-012: the row is dirty when what the input holds differs from the saved quantity. */
export const isDirty = (draft: string, saved: number) => draft.trim() !== String(saved);

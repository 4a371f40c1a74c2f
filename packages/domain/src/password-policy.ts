/**
 * B-013 / P-028 (spec part 2 §5 Password policy): at least 8 characters with a lowercase letter, an
 * uppercase letter, a number and a special character. The identity server enforces it on every new
 * password; the new-password and reset screens show each rule and keep CHANGE / Submit disabled until all
 * are met.
 */

export type PasswordRuleId = 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'special';

export type PasswordRuleResult = {
  id: PasswordRuleId;
  met: boolean;
  /** English label; the dictionary key is `passwordRule` + capitalised id (e.g. passwordRuleMinLength). */
  label: string;
};

export type PasswordPolicyResult = { ok: boolean; rules: PasswordRuleResult[] };

export const PASSWORD_MIN_LENGTH = 8;

const RULES: { id: PasswordRuleId; label: string; test: (pw: string) => boolean }[] = [
  // Counted in code points, so an emoji is one character.
  { id: 'minLength', label: 'At least 8 characters', test: (pw) => [...pw].length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', label: 'A lowercase letter', test: (pw) => /\p{Ll}/u.test(pw) },
  { id: 'uppercase', label: 'An uppercase letter', test: (pw) => /\p{Lu}/u.test(pw) },
  { id: 'number', label: 'A number', test: (pw) => /\p{Nd}/u.test(pw) },
  // Anything that is neither a letter, a digit nor white space (Cognito's set and more).
  { id: 'special', label: 'A special character', test: (pw) => /[^\p{L}\p{N}\s]/u.test(pw) },
];

/** Dictionary key of a rule's label. */
/** A rule's dictionary key (and refusal code): passwordRule + the capitalised id. */
export type PasswordRuleKey = `passwordRule${Capitalize<PasswordRuleId>}`;

export const passwordRuleKey = (id: PasswordRuleId): PasswordRuleKey =>
  `passwordRule${id.charAt(0).toUpperCase()}${id.slice(1)}` as PasswordRuleKey;

export function checkPasswordPolicy(pw: string): PasswordPolicyResult {
  const rules = RULES.map(({ id, label, test }) => ({ id, label, met: test(pw) }));
  return { ok: rules.every((r) => r.met), rules };
}

/** B-019, P-030, Q-074: the initials badge of the top menu and its colour index 1…6. */

export type BadgeUser = { firstName?: string | null; lastName?: string | null; email?: string | null };

const firstLetter = (s: string | null | undefined): string => {
  const ch = [...(s ?? '').trim()][0];
  return ch ? ch.toLocaleUpperCase('en-US') : '';
};

/**
 * First letters of first and last name; with no names, from the e-mail's local part ('john.smith@…' → 'JS',
 * 'buyer@…' → 'B'); '?' when nothing is known.
 */
export function userInitials(user: BadgeUser): string {
  const fromNames = firstLetter(user.firstName) + firstLetter(user.lastName);
  if (fromNames) return fromNames;
  const local = (user.email ?? '').split('@')[0] ?? '';
  const parts = local.split(/[._\-+]+/).filter(Boolean);
  const fromEmail = firstLetter(parts[0]) + firstLetter(parts[1]);
  return fromEmail || '?';
}

/** Q-074: ((sum of the initials' character codes) mod 6) + 1. */
export function badgeColorIndex(initials: string): number {
  let sum = 0;
  for (let i = 0; i < initials.length; i++) sum += initials.charCodeAt(i);
  return (sum % 6) + 1;
}

export function userBadge(user: BadgeUser): { initials: string; colorIndex: number } {
  const initials = userInitials(user);
  return { initials, colorIndex: badgeColorIndex(initials) };
}

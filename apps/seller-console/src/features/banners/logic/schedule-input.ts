/**
 * The schedule fields of the banner editor are `datetime-local` inputs (the staff member's local time); the API
 * speaks ISO instants. Empty stays null (open on that side).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in this browser's time zone ('' for null). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant (null for '' or a value the browser cannot read). */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

import type { Address } from '@portico/contract';

/**
 * How the portal prints a buyer's address (I-021): the checkout's address rows and summaries and the order
 * details (L-003) show the same lines — name, contact, street, city line, country.
 */

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The country's English name for a two-letter code ('GB' → 'United Kingdom'); anything else as stored. */
export function countryName(country: string | null | undefined): string | null {
  if (!country) return null;
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return country;
  try {
    return regionNames.of(code) ?? country;
  } catch {
    return country;
  }
}

/**
 * I-021: an address as display lines: name, contact, street, city line, country (by name, so a UK address does not
 * end in a bare 'GB'). With a state the city line reads 'Houston, TX 77027'; without one (UK, Ireland) the town
 * and the postcode take a line each, as a UK address is written.
 */
export function addressLines(address: Address): string[] {
  const name = address.fields.ShipToName ?? address.fields.BillingCustomerName ?? null;
  const cityLines = address.state
    ? [[address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
    : [address.city, address.zip];
  return [
    name,
    address.contact,
    address.address1,
    address.address2,
    ...cityLines,
    countryName(address.country),
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/**
 * I-021: the address as a title and the lines under it: the buyer's own name for it (customLabel) over all the
 * lines, else the first line as the title (the one-line label would repeat the lines).
 */
export function addressDisplay(address: Address): { title: string; lines: string[] } {
  const lines = addressLines(address);
  if (address.customLabel) return { title: address.customLabel, lines };
  const [first, ...rest] = lines;
  return first ? { title: first, lines: rest } : { title: address.label, lines: [] };
}

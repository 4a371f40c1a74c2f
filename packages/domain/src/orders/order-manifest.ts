/**
 * The IMEI manifest of a shipment (the seller's order desk; L-006, Q-052): each unit shipped carries one IMEI, a
 * 15-digit number whose last digit is a Luhn check digit. A manifest is refused as a whole when any row is wrong —
 * not an IMEI, a wrong check digit, twice in the manifest, or a line whose IMEI count is not its quantity — and
 * every refusal names its row, so the seller can fix the file or the text area and send it again.
 */

/** A count and its noun, singular for one: '1 IMEI', '2 units'. */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** True when `digits` (all digits) passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why `imei` is not a valid IMEI, or undefined when it is. */
export function imeiProblem(imei: string): string | undefined {
  if (!/^\d{15}$/.test(imei)) return 'is not an IMEI (15 digits)';
  if (!luhnValid(imei)) return 'has a wrong check digit';
  return undefined;
}

/** The IMEIs of a text area: one per line, spaces trimmed, blank lines skipped; row = the 1-based line. */
export function imeisOfText(textArea: string): { imei: string; row: number }[] {
  return textArea
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ imei: line.trim(), row: i + 1 }))
    .filter((r) => r.imei !== '');
}

export type ManifestLineInput = {
  itemNumberWarehouse: string;
  /** Units this shipment ships of the line. */
  quantity: number;
  /** Units of the line still open (ordered − cancelled − shipped); undefined = not a line of the order. */
  openQuantity: number | undefined;
  imeis: readonly { imei: string; row: number | null }[];
};

export type ManifestProblem = {
  itemNumberWarehouse: string | null;
  row: number | null;
  imei: string | null;
  message: string;
};

const where = (inw: string, row: number | null) => (row === null ? `${inw}` : `${inw}, row ${row}`);

/** Every problem of a manifest (empty = it may be stored). Duplicates across the tenant are the server's check. */
export function manifestProblems(lines: readonly ManifestLineInput[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const seen = new Map<string, string>();
  const lineSeen = new Set<string>();
  for (const line of lines) {
    const inw = line.itemNumberWarehouse;
    if (lineSeen.has(inw)) {
      problems.push({ itemNumberWarehouse: inw, row: null, imei: null, message: `${inw}: listed twice` });
      continue;
    }
    lineSeen.add(inw);
    if (line.openQuantity === undefined) {
      problems.push({
        itemNumberWarehouse: inw,
        row: null,
        imei: null,
        message: `${inw}: not a line of this order`,
      });
      continue;
    }
    if (line.quantity > line.openQuantity) {
      problems.push({
        itemNumberWarehouse: inw,
        row: null,
        imei: null,
        message: `${inw}: ${counted(line.quantity, 'unit')} to ship but only ${line.openQuantity} open`,
      });
    }
    if (line.imeis.length !== line.quantity) {
      problems.push({
        itemNumberWarehouse: inw,
        row: null,
        imei: null,
        message: `${inw}: ${counted(line.imeis.length, 'IMEI')} for ${counted(line.quantity, 'unit')}`,
      });
    }
    for (const { imei, row } of line.imeis) {
      const problem = imeiProblem(imei);
      if (problem) {
        problems.push({
          itemNumberWarehouse: inw,
          row,
          imei,
          message: `${where(inw, row)}: ${imei} ${problem}`,
        });
        continue;
      }
      const first = seen.get(imei);
      if (first !== undefined) {
        problems.push({
          itemNumberWarehouse: inw,
          row,
          imei,
          message: `${where(inw, row)}: ${imei} appears twice in this manifest (also ${first})`,
        });
      } else seen.set(imei, where(inw, row));
    }
  }
  return problems;
}

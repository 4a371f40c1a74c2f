/**
 * Reads an .xlsx file's zip central directory WITHOUT unpacking anything (DESIGN §2 "robust
 * parsing"): what the file claims to hold is checked against caps before a single byte is inflated, so a renamed
 * executable, a truncated download, an encrypted workbook, a zip with 100k entries or a zip bomb is refused in
 * microseconds instead of being handed to a parser. The worker (read-worker.mjs) unpacks only the entries listed
 * here and refuses any entry that inflates to more than it declared.
 */

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated (the only methods an .xlsx uses). */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipCaps = {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes. */
  maxUnpackedBytes: number;
  /** Largest uncompressed/compressed ratio of one entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

export type ZipRefusal = 'notZip' | 'encrypted' | 'damaged' | 'tooManyEntries' | 'tooLarge' | 'zipBomb';
export type ZipInspection =
  | { ok: true; entries: ZipEntry[]; unpackedBytes: number }
  | { ok: false; reason: ZipRefusal };

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
/** Compound File Binary (OLE2): what Excel writes for a password-protected workbook, and what an old .xls is. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const isCfb = (b: Buffer) => b.length >= 8 && CFB_SIGNATURE.every((byte, i) => b[i] === byte);

/** The End Of Central Directory record is the last 22 bytes, unless a zip comment (≤ 65,535 bytes) follows it. */
function findEocd(b: Buffer): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= stop; i--) {
    if (b.readUInt32LE(i) === SIG_EOCD && i + 22 + b.readUInt16LE(i + 20) === b.length) return i;
  }
  return -1;
}

export function inspectZip(b: Buffer, caps: ZipCaps): ZipInspection {
  if (isCfb(b)) return { ok: false, reason: 'encrypted' };
  if (b.length < 22 || b.readUInt32LE(0) !== SIG_LOCAL) return { ok: false, reason: 'notZip' };
  const eocd = findEocd(b);
  // A zip that starts right but has no directory at its end was cut short (an interrupted download or copy).
  if (eocd < 0) return { ok: false, reason: 'damaged' };
  let count = b.readUInt16LE(eocd + 10);
  let cdSize = b.readUInt32LE(eocd + 12);
  let cdOffset = b.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64: more than 65,535 entries or offsets past 4 GB; the real values are in the ZIP64 EOCD record.
    const locator = eocd - 20;
    if (locator < 0 || b.readUInt32LE(locator) !== SIG_ZIP64_LOCATOR) return { ok: false, reason: 'damaged' };
    const at = Number(b.readBigUInt64LE(locator + 8));
    if (!Number.isSafeInteger(at) || at + 56 > locator || b.readUInt32LE(at) !== SIG_ZIP64_EOCD) {
      return { ok: false, reason: 'damaged' };
    }
    count = Number(b.readBigUInt64LE(at + 32));
    cdSize = Number(b.readBigUInt64LE(at + 40));
    cdOffset = Number(b.readBigUInt64LE(at + 48));
  }
  if (count > caps.maxEntries) return { ok: false, reason: 'tooManyEntries' };
  if (!Number.isSafeInteger(cdOffset + cdSize) || cdOffset + cdSize > eocd)
    return { ok: false, reason: 'damaged' };

  const entries: ZipEntry[] = [];
  let unpackedBytes = 0;
  let p = cdOffset;
  const end = cdOffset + cdSize;
  let encrypted = false;
  while (p < end) {
    // The declared count may lie: the walk itself is capped too.
    if (entries.length >= caps.maxEntries) return { ok: false, reason: 'tooManyEntries' };
    if (p + 46 > end || b.readUInt32LE(p) !== SIG_CENTRAL) return { ok: false, reason: 'damaged' };
    const flags = b.readUInt16LE(p + 8);
    const method = b.readUInt16LE(p + 10);
    const compressedSize = b.readUInt32LE(p + 20);
    const uncompressedSize = b.readUInt32LE(p + 24);
    const nameLength = b.readUInt16LE(p + 28);
    const extraLength = b.readUInt16LE(p + 30);
    const commentLength = b.readUInt16LE(p + 32);
    const localHeaderOffset = b.readUInt32LE(p + 42);
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > end) return { ok: false, reason: 'damaged' };
    // Bit 0: the entry is encrypted (zip "traditional" or AES encryption).
    if (flags & 1) encrypted = true;
    // 0xffffffff sizes mean ZIP64 (over 4 GB): no honest .xlsx of ≤ 10 MB needs them.
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff)
      return { ok: false, reason: 'tooLarge' };
    if (localHeaderOffset === 0xffffffff || localHeaderOffset + 30 + compressedSize > cdOffset) {
      return { ok: false, reason: 'damaged' };
    }
    const name = b.toString('utf8', p + 46, p + 46 + nameLength);
    unpackedBytes += uncompressedSize;
    if (unpackedBytes > caps.maxUnpackedBytes) return { ok: false, reason: 'tooLarge' };
    if (
      uncompressedSize > caps.ratioFloorBytes &&
      uncompressedSize > caps.maxRatio * Math.max(1, compressedSize)
    ) {
      return { ok: false, reason: 'zipBomb' };
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    p = next;
  }
  if (entries.length !== count) return { ok: false, reason: 'damaged' };
  if (encrypted) return { ok: false, reason: 'encrypted' };
  if (entries.some((e) => e.method !== 0 && e.method !== 8)) return { ok: false, reason: 'damaged' };
  return { ok: true, entries, unpackedBytes };
}

import { Worker } from 'node:worker_threads';
import { type ReadClaim, ReadQueue, type ReadTicket, type Refusal } from './read-queue.ts';
import { inspectZip, type ZipRefusal } from './zip-inspect.ts';

/**
 * Hostile-file-safe .xlsx reading (DESIGN §2 "parse in a worker thread with row, size,
 * unpacked-size and time caps"). The zip directory is checked on this thread before anything is unpacked
 * (zip-inspect.ts); the first sheet is then read in a worker_threads Worker with a heap cap and a wall-clock
 * timeout, so a file that is slow, huge or crashes the parser costs one worker, never the server. Every outcome
 * is a value: a refusal with a message for the user, or the first sheet's header and data rows as cell text.
 */

export type SheetRow = {
  /** The row's number in the spreadsheet (1-based, as the user sees it). */
  row: number;
  /** Cell text by column (A = 0), trimmed; '' for an empty cell. */
  cells: string[];
};

export type SpreadsheetRefusal =
  | ZipRefusal
  | 'notXlsx'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'timeout'
  | 'outOfMemory'
  | 'crashed';

export type SpreadsheetResult =
  | {
      ok: true;
      /** null when the workbook has no worksheet. */
      sheetName: string | null;
      /** The first non-empty row; null when the sheet is empty. */
      header: SheetRow | null;
      /** The non-empty rows after the header, in order. */
      rows: SheetRow[];
    }
  | { ok: false; reason: SpreadsheetRefusal; message: string }
  | BusyRefusal;

/**
 * Not about the file: the owner already has a workbook in flight, or too many are waiting. Answered 429 with
 * Retry-After (`retryAfterSeconds`); the same file may be sent again later.
 */
export type BusyRefusal = {
  ok: false;
  reason: 'ownerBusy' | 'queueFull';
  message: string;
  retryAfterSeconds: number;
};

export type SpreadsheetCaps = {
  /** Data rows (non-empty rows after the header). */
  maxRows: number;
  maxColumns: number;
  maxEntries: number;
  maxUnpackedBytes: number;
  maxRatio: number;
  /** The ratio check applies to entries that unpack to more than this (tiny parts compress very well). */
  ratioFloorBytes: number;
  timeoutMs: number;
  /** The worker's V8 old-generation heap cap. */
  maxHeapMb: number;
};

export const DEFAULT_SPREADSHEET_CAPS: SpreadsheetCaps = {
  maxRows: 20_000,
  maxColumns: 1_000,
  maxEntries: 2_000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  timeoutMs: 20_000,
  maxHeapMb: 256,
};

const n = (x: number) => x.toLocaleString('en-US');

export function refusalMessage(reason: SpreadsheetRefusal, caps: SpreadsheetCaps): string {
  switch (reason) {
    case 'notZip':
    case 'notXlsx':
      return 'The file is not an .xlsx spreadsheet';
    case 'encrypted':
      return 'The workbook is password protected or not an .xlsx file';
    case 'damaged':
      return 'The spreadsheet file is damaged or incomplete';
    case 'tooManyEntries':
      return `The spreadsheet file has too many parts (more than ${n(caps.maxEntries)})`;
    case 'tooLarge':
      return `The spreadsheet is too large once unpacked (more than ${n(Math.round(caps.maxUnpackedBytes / 1024 / 1024))} MB)`;
    case 'zipBomb':
      return 'The spreadsheet file unpacks to far more than its size (a possible zip bomb) and was not read';
    case 'tooManyRows':
      return `The spreadsheet has more than ${n(caps.maxRows)} rows`;
    case 'tooManyColumns':
      return `The spreadsheet has more than ${n(caps.maxColumns)} columns`;
    case 'timeout':
      return 'The spreadsheet took too long to read';
    case 'outOfMemory':
      return 'The spreadsheet needs too much memory to read';
    case 'crashed':
      return 'The spreadsheet could not be read';
  }
}

const workerUrl = new URL('./read-worker.mjs', import.meta.url);

/**
 * The workers' fair queue (read-queue.ts): one upload in flight per owner, a bounded wait, small files ahead of
 * big ones. One per process; `readQueueState` reports it (GET /metrics).
 */
const queue = new ReadQueue();
const starters = new Map<ReadTicket, () => void>();

export const readQueueState = () => ({ running: queue.runningCount, waiting: queue.waitingCount });

const BUSY_MESSAGES: Record<BusyRefusal['reason'], string> = {
  ownerBusy: 'You are already uploading a spreadsheet; wait until it has been read, then try again',
  queueFull: 'The server is reading many spreadsheets right now; try again in a few seconds',
};
const busy = (refusal: Refusal): BusyRefusal => ({ ...refusal, message: BUSY_MESSAGES[refusal.reason] });

/** An owner's upload in flight (see `holdUpload`). */
export type UploadHold = { readonly claim: ReadClaim; release(): void };

/**
 * Claims `owner`'s one upload (a tenant's user), for the whole request: call it before reading the body and
 * release the hold when the request is done. A refusal while the owner's previous upload is in flight.
 */
export function holdUpload(owner: string): { ok: true; hold: UploadHold } | BusyRefusal {
  const claimed = queue.claim(owner);
  if (!claimed.ok) return busy(claimed);
  const { claim } = claimed;
  return { ok: true, hold: { claim, release: () => queue.release(claim) } };
}

let anonymous = 0;

/** Runs `fn` in a worker slot for a workbook that unpacks to `weight` bytes, waiting its turn; or says why not. */
async function inSlot<T>(hold: UploadHold | undefined, weight: number, fn: () => Promise<T>) {
  const own = hold ? null : holdUpload(`anonymous:${++anonymous}`);
  if (own && !own.ok) return own;
  const claim = hold?.claim ?? (own as { hold: UploadHold }).hold.claim;
  try {
    const admission = queue.admit(claim, weight);
    if (!admission.ok) return busy(admission);
    const { ticket } = admission;
    if (ticket.state === 'waiting') await new Promise<void>((resolve) => starters.set(ticket, resolve));
    const t0 = performance.now();
    try {
      return { ok: true as const, value: await fn() };
    } finally {
      for (const next of queue.finish(ticket, performance.now() - t0)) {
        starters.get(next)?.();
        starters.delete(next);
      }
    }
  } finally {
    if (own?.ok) own.hold.release();
  }
}

type WorkerAnswer =
  | { ok: true; sheetName: string | null; header: SheetRow | null; rows: SheetRow[] }
  | { ok: false; reason: SpreadsheetRefusal };
/** What the worker posts: the rows as one JSON text (read-worker.mjs). */
type WorkerMessage =
  | { ok: true; sheetName: string | null; header: SheetRow | null; rowsJson: string }
  | { ok: false; reason: SpreadsheetRefusal };

function runWorker(
  buffer: Buffer,
  entries: unknown,
  caps: SpreadsheetCaps,
  format: 'xlsx' | 'xls' = 'xlsx',
): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    let worker: Worker;
    try {
      worker = new Worker(workerUrl, {
        workerData: {
          buffer: new Uint8Array(buffer),
          entries,
          format,
          caps: { maxRows: caps.maxRows, maxColumns: caps.maxColumns },
        },
        resourceLimits: { maxOldGenerationSizeMb: caps.maxHeapMb, maxYoungGenerationSizeMb: 32 },
        // The worker needs no environment, and must not inherit a TypeScript loader it does not use.
        env: {},
        execArgv: [],
      });
    } catch {
      // No thread could be started (resources exhausted): a refusal like any other, not a server error.
      resolve({ ok: false, reason: 'crashed' });
      return;
    }
    const timer = setTimeout(() => settle({ ok: false, reason: 'timeout' }), caps.timeoutMs);
    worker.on('message', (message: WorkerMessage) => {
      if (!message.ok) return settle(message);
      const { rowsJson, ...rest } = message;
      settle({ ...rest, rows: JSON.parse(rowsJson) as SheetRow[] });
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'crashed' }),
    );
    worker.on('exit', () => settle({ ok: false, reason: 'crashed' }));
  });
}

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const ENCRYPTED_STREAMS = [utf16('EncryptionInfo'), utf16('EncryptedPackage')];
const BIFF_STREAMS = [utf16('Workbook\0'), utf16('Book\0')];

/**
 * What a CFB (OLE2) file holds, from the stream names in its directory (UTF-16LE): an Office-encrypted workbook
 * (MS-OFFCRYPTO: EncryptionInfo + EncryptedPackage; always refused as password protected), a BIFF workbook
 * (.xls: the "Workbook" stream, or "Book" for BIFF5), or something else. A name search, not a full directory
 * walk: SheetJS in the worker does the real parsing, under its caps, and refuses what is not a workbook.
 */
export function cfbKind(buffer: Buffer): 'encrypted' | 'xls' | 'other' {
  if (ENCRYPTED_STREAMS.some((name) => buffer.includes(name))) return 'encrypted';
  if (BIFF_STREAMS.some((name) => buffer.includes(name))) return 'xls';
  return 'other';
}

/**
 * Reads the first sheet of an .xlsx (or .xls) file; never throws for anything about the file. `hold`:
 * the uploader's claim (`holdUpload`), so the read counts as that owner's one upload in flight.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  overrides: Partial<SpreadsheetCaps> = {},
  hold?: UploadHold,
): Promise<SpreadsheetResult> {
  const caps = { ...DEFAULT_SPREADSHEET_CAPS, ...overrides };
  const refuse = (reason: SpreadsheetRefusal): SpreadsheetResult => ({
    ok: false,
    reason,
    message: refusalMessage(reason, caps),
  });
  const read = async (weight: number, entries: unknown, format: 'xlsx' | 'xls') => {
    const slot = await inSlot(hold, weight, () => runWorker(buffer, entries, caps, format));
    if (!slot.ok) return slot;
    return slot.value.ok ? slot.value : refuse(slot.value.reason);
  };
  const zip = inspectZip(buffer, caps);
  if (!zip.ok) {
    // A CFB container holding a BIFF workbook is a legacy .xls, read by SheetJS in the worker; an
    // encrypted .xlsx (EncryptionInfo/EncryptedPackage streams) or any other CFB stays refused as before.
    if (zip.reason === 'encrypted' && cfbKind(buffer) === 'xls') return read(buffer.length, null, 'xls');
    return refuse(zip.reason);
  }
  // The work is the XML the worker unpacks and parses: the entries' declared sizes (checked by inspectZip).
  return read(zip.unpackedBytes, zip.entries, 'xlsx');
}

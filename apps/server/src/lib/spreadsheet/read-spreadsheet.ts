import { Worker } from 'node:worker_threads';
import { inspectZip, type ZipRefusal } from './zip-inspect.ts';

/**
 * Hostile-file-safe .xlsx reading (issues 5 and 7; DESIGN §2 "parse in a worker thread with row, size,
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
  | { ok: false; reason: SpreadsheetRefusal; message: string };

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
 * At most this many workers at once (each may use up to maxHeapMb): further reads wait their turn, so a burst of
 * uploads cannot exhaust the server's memory.
 */
const MAX_CONCURRENT_WORKERS = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

type WorkerAnswer =
  | { ok: true; sheetName: string | null; header: SheetRow | null; rows: SheetRow[] }
  | { ok: false; reason: SpreadsheetRefusal };

function runWorker(buffer: Buffer, entries: unknown, caps: SpreadsheetCaps): Promise<WorkerAnswer> {
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
    worker.on('message', (answer: WorkerAnswer) => settle(answer));
    worker.on('error', (err: Error & { code?: string }) =>
      settle({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'outOfMemory' : 'crashed' }),
    );
    worker.on('exit', () => settle({ ok: false, reason: 'crashed' }));
  });
}

/** Reads the first sheet of an .xlsx file; never throws for anything about the file. */
export async function readSpreadsheet(
  buffer: Buffer,
  overrides: Partial<SpreadsheetCaps> = {},
): Promise<SpreadsheetResult> {
  const caps = { ...DEFAULT_SPREADSHEET_CAPS, ...overrides };
  const refuse = (reason: SpreadsheetRefusal): SpreadsheetResult => ({
    ok: false,
    reason,
    message: refusalMessage(reason, caps),
  });
  const zip = inspectZip(buffer, caps);
  if (!zip.ok) return refuse(zip.reason);
  const answer = await withSlot(() => runWorker(buffer, zip.entries, caps));
  if (!answer.ok) return refuse(answer.reason);
  return answer;
}

import type { ImportResult } from '@portico/contract';

/**
 * A whole sheet's work in steps (fair uploads, PERFORMANCE P6): the server's one thread, and on PGlite its one
 * database connection, serve every tenant, so a 20k-row upload does its work a step at a time and lets the
 * requests waiting meanwhile run between steps, instead of holding the thread for a second at once.
 */

/** Rows per step of the work done on this thread (deciding, building and serialising a review). */
export const STEP_ROWS = 500;

/** Answers after the I/O callbacks waiting now have run (setImmediate), so other requests go first. */
export const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a generator that pauses (`yield`) between steps to its end, letting the event loop turn at each pause. */
export async function runInSteps<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await turnOfTheEventLoop();
  }
}

/** `rows.map(fn)`, STEP_ROWS at a time. */
export async function mapInSteps<T, U>(rows: readonly T[], fn: (row: T) => U): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % STEP_ROWS === 0) await turnOfTheEventLoop();
    out.push(fn(rows[i]!));
  }
  return out;
}

/** A JSON array of `rows`, serialised STEP_ROWS at a time. */
async function arrayJson(rows: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let i = 0; i < rows.length; i += STEP_ROWS) {
    if (i > 0) await turnOfTheEventLoop();
    parts.push(
      rows
        .slice(i, i + STEP_ROWS)
        .map((r) => JSON.stringify(r))
        .join(','),
    );
  }
  return `[${parts.join(',')}]`;
}

/** Exactly `JSON.stringify(result)`, serialised a step at a time (a 20k-row review is ~10 MB of JSON). */
export async function reviewJson(result: ImportResult): Promise<string> {
  const groups: string[] = [];
  for (const [name, rows] of Object.entries(result.validOffersMap)) {
    groups.push(`${JSON.stringify(name)}:${await arrayJson(rows)}`);
  }
  return `{"fileName":${JSON.stringify(result.fileName)},"invalidOffers":${await arrayJson(
    result.invalidOffers,
  )},"conflictOffers":${await arrayJson(result.conflictOffers)},"validOffersMap":{${groups.join(
    ',',
  )}},"expiresAt":${JSON.stringify(result.expiresAt)}}`;
}

import type { DbOrTx } from './client.ts';

/**
 * One hand-written statement on the hot paths of P5 (modules/offers/offer-statements.ts), sent through drizzle's
 * session so it runs on either driver, inside the caller's transaction when given one, and is counted like every
 * other statement. `name` makes it a named prepared statement on PostgreSQL (parsed and planned once per
 * connection); PGlite ignores it. Rows come back as objects keyed by column name, timestamps as PostgreSQL's text
 * (drizzle's parsers leave them unparsed), int8 as text.
 */
type RawSession = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<{ rows: unknown[] }> };
};

export async function queryRows<T>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const session = (db as unknown as { _: { session: RawSession } })._.session;
  const result = await session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return result.rows as T[];
}

/** A timestamptz as the drivers hand it over (text) to a Date; null stays null. */
export const toDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

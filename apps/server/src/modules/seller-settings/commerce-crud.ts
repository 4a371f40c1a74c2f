import type { COMMERCE_AUDIT_ENTITIES } from '@portico/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import { inUse, invalidField, isUniqueViolation, openOrdersWhere } from './commerce-common.ts';

/**
 * The list / create / update / delete that every commerce settings table shares (docs/decisions/021): rows keyed
 * by (tenant, code), reads for any staff role, writes for OWNER or OPERATIONS, each write audited in its own
 * transaction as `settings.<entity>.create|update|delete`, and a delete refused while something still uses the row.
 * Every call answers the whole list again, as the console shows it.
 */

/** A table of the tenant's commerce rows: an id, the tenant and the code staff type. */
type CodeTable = PgTable & { id: AnyPgColumn; tenantId: AnyPgColumn; code: AnyPgColumn };

export type CommerceCrud<Value extends { code: string }, List> = {
  list(db: DbOrTx, ctx: RequestContext): Promise<List>;
  create(db: DbOrTx, ctx: RequestContext, body: Value): Promise<List>;
  update(db: DbOrTx, ctx: RequestContext, code: string, body: Value): Promise<List>;
  remove(db: DbOrTx, ctx: RequestContext, code: string): Promise<List>;
};

type CommerceCrudSpec<T extends CodeTable, Value extends { code: string }, List> = {
  table: T;
  /** What one row is, with its article, as messages name it: `a payment method`, `an additional service`. */
  noun: string;
  /** The audit's entity: action `settings.<entity>.<verb>`, target type `<entity>`. */
  entity: (typeof COMMERCE_AUDIT_ENTITIES)[number];
  /** The list every call answers. */
  listOf(db: DbOrTx, tenantId: string): Promise<List>;
  /** The columns a body sets (it may refuse a field with a 422). */
  columnsOf(
    db: DbOrTx,
    tenantId: string,
    body: Value,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Rows staff may edit or delete, beyond the tenant's (shipping: not those bound to a buyer's address). */
  editable?: SQL;
  /** Refuses a body before anything is created. */
  checkCreate?(body: Value): void;
  /** Refuses a change the row cannot take (the code never changes; this adds the entity's own). */
  checkUpdate?(before: T['$inferSelect'], body: Value): void;
  /** Throws the 422 that says what still uses the row. */
  assertUnused(tx: DbOrTx, tenantId: string, before: T['$inferSelect']): Promise<void>;
  /** After any write, in its transaction: tells what shows the rows (an event to open portals). */
  changed?(tx: DbOrTx, tenantId: string): Promise<void>;
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function commerceCrud<T extends CodeTable, Value extends { code: string }, List>(
  spec: CommerceCrudSpec<T, Value, List>,
): CommerceCrud<Value, List> {
  type Row = T['$inferSelect'];
  const { table, noun, entity } = spec;
  const bare = noun.replace(/^an? /, '');
  const exists = (code: string) =>
    invalidField('code', `${capitalised(noun)} with the code ${code} exists already`);
  const notFound = (code: string) => new AppError('notFound', `No ${bare} ${code}`);
  const sameCode = (tenantId: string, code: string) =>
    and(eq(table.tenantId, tenantId), eq(table.code, code));
  const audit = (
    tx: DbOrTx,
    ctx: RequestContext,
    verb: 'create' | 'update' | 'delete',
    code: string,
    rows: object,
  ) =>
    recordStaffAction(tx, ctx, {
      action: `settings.${entity}.${verb}`,
      targetType: entity,
      targetId: code,
      ...rows,
    });
  const idOf = (row: Row) => (row as { id: string }).id;
  /** The editable row, locked for the rest of the transaction; 404 when there is none. */
  const lockedRow = async (tx: DbOrTx, tenantId: string, code: string): Promise<Row> => {
    const [before] = await tx
      .select()
      .from(table as PgTable)
      .where(and(sameCode(tenantId, code), spec.editable))
      .for('update');
    if (!before) throw notFound(code);
    return before as Row;
  };

  return {
    async list(db, ctx) {
      await requireStaff(db, ctx, 'read');
      return spec.listOf(db, ctx.tenantId);
    },

    async create(db, ctx, body) {
      await requireStaff(db, ctx, 'write');
      spec.checkCreate?.(body);
      const columns = await spec.columnsOf(db, ctx.tenantId, body);
      try {
        await db.transaction(async (tx) => {
          const taken = await tx
            .select({ id: table.id as AnyPgColumn })
            .from(table as PgTable)
            .where(sameCode(ctx.tenantId, body.code));
          if (taken.length > 0) throw exists(body.code);
          const [row] = await tx
            .insert(table as PgTable)
            .values({ ...columns, tenantId: ctx.tenantId, code: body.code })
            .returning();
          await audit(tx, ctx, 'create', body.code, { after: row });
          await spec.changed?.(tx, ctx.tenantId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw exists(body.code);
        throw err;
      }
      return spec.listOf(db, ctx.tenantId);
    },

    async update(db, ctx, code, body) {
      await requireStaff(db, ctx, 'write');
      await db.transaction(async (tx) => {
        const before = await lockedRow(tx, ctx.tenantId, code);
        if (body.code !== code) throw invalidField('code', `The code of ${noun} cannot change`);
        spec.checkUpdate?.(before, body);
        const columns = await spec.columnsOf(tx, ctx.tenantId, body);
        const [after] = await tx
          .update(table as PgTable)
          .set(columns)
          .where(eq(table.id, idOf(before)))
          .returning();
        await audit(tx, ctx, 'update', code, { before, after });
        await spec.changed?.(tx, ctx.tenantId);
      });
      return spec.listOf(db, ctx.tenantId);
    },

    async remove(db, ctx, code) {
      await requireStaff(db, ctx, 'write');
      await db.transaction(async (tx) => {
        const before = await lockedRow(tx, ctx.tenantId, code);
        await spec.assertUnused(tx, ctx.tenantId, before);
        await tx.delete(table as PgTable).where(eq(table.id, idOf(before)));
        await audit(tx, ctx, 'delete', code, { before });
        await spec.changed?.(tx, ctx.tenantId);
      });
      return spec.listOf(db, ctx.tenantId);
    },
  };
}

/**
 * The in-use check of a row that open orders name by its code: 422 "The payment method Wire is used by 2 open
 * orders, …" — it stays, and can be hidden from buyers instead.
 */
export const unlessOpenOrdersUse =
  (what: string, naming: (code: string) => SQL) =>
  async (tx: DbOrTx, tenantId: string, before: { code: string; label: string }) => {
    const used = await openOrdersWhere(tx, tenantId, naming(before.code));
    if (used > 0)
      throw inUse(`${what} ${before.label}`, used, 'Turn off Show to buyers to withdraw it instead.');
  };

import {
  type I18nEntry,
  placeholdersOf,
  type SellerWord,
  type SellerWordInput,
  type SellerWordsQuery,
  type SellerWordsResponse,
  SHIPPED_LANGUAGES,
  sellerWordInputFor,
  shippedDictionary,
} from '@portico/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestContext } from '../../plugins/auth.ts';
import { AppError, type FieldError } from '../../plugins/errors.ts';
import { publishEvent } from '../events/publish.ts';
import { recordStaffAction, requireStaff } from '../staff/staff-access.ts';
import {
  findTenantById,
  type I18nOverrideRow,
  type Tenant,
  type TenantScope,
} from '../tenants/tenant.repository.ts';
import { tenantLanguage } from '../tenants/tenants.service.ts';
import * as repo from './words.repository.ts';

/**
 * The tenant's words (A-010, A-011; docs/decisions/020): the console lists the portal's dictionary keys of a
 * shipped language with the default text beside the tenant's own, and edits or resets an override. An override
 * keeps the default's parameters and plural form (the contract's sellerWordInputFor). saas-i18n serves the
 * overrides on top of the shipped dictionary; a change tells the tenant's open portals to read it again.
 */

const toEntry = (row: Pick<I18nOverrideRow, 'value' | 'valuePlural'>): I18nEntry =>
  row.valuePlural === null
    ? { i18n_value: row.value }
    : { i18n_value: row.value, i18n_value_plural: row.valuePlural };

/** What the words of a language read for this tenant: the shipped dictionary with its overrides on top. */
export async function tenantDictionary(
  db: DbOrTx,
  scope: TenantScope,
  language: string,
): Promise<Record<string, I18nEntry>> {
  const rows = await repo.listOverrides(db, scope, language);
  return { ...shippedDictionary(language), ...Object.fromEntries(rows.map((r) => [r.key, toEntry(r)])) };
}

/** The tenant's whole dictionary in its own language (config language). */
export const tenantDictionaryOf = (db: DbOrTx, tenant: Pick<Tenant, 'id' | 'config'>) =>
  tenantDictionary(db, { tenantId: tenant.id }, tenantLanguage(tenant));

/**
 * The words the server writes itself (e.g. the cart's free-shipping message and its currency symbol), in the
 * tenant's language and with its overrides: the same texts saas-i18n gives the portal.
 */
export async function tenantWords<K extends string>(
  db: DbOrTx,
  tenant: Pick<Tenant, 'id' | 'config'>,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const dictionary = await tenantDictionaryOf(db, tenant);
  return Object.fromEntries(keys.map((key) => [key, dictionary[key]?.i18n_value ?? key])) as Record<
    K,
    string
  >;
}

/**
 * A few of the tenant's words in a language (its overrides over the shipped dictionary), for texts the server
 * writes itself inside a writer's transaction (the order mails: ). One indexed read, no lock.
 */
export async function tenantWordsOf<K extends string>(
  db: DbOrTx,
  tenantId: string,
  language: string,
  keys: readonly K[],
): Promise<Record<K, string | undefined>> {
  const own = new Map(
    (await repo.listOverridesOf(db, { tenantId }, language, keys)).map((r) => [r.key, r.value]),
  );
  const shipped = shippedDictionary(language);
  return Object.fromEntries(keys.map((key) => [key, own.get(key) ?? shipped[key]?.i18n_value])) as Record<
    K,
    string | undefined
  >;
}

function wordOf(key: string, defaults: I18nEntry, override: I18nOverrideRow | undefined): SellerWord {
  return {
    key,
    defaultValue: defaults.i18n_value,
    defaultValuePlural: defaults.i18n_value_plural ?? null,
    value: override?.value ?? null,
    valuePlural: override?.valuePlural ?? null,
    parameters: [
      ...new Set([
        ...placeholdersOf(defaults.i18n_value),
        ...placeholdersOf(defaults.i18n_value_plural ?? ''),
      ]),
    ],
  };
}

const includesFolded = (haystack: string | null | undefined, needle: string) =>
  !!haystack && haystack.toLocaleLowerCase().includes(needle);

/** GET seller/words: the keys in dictionary order, filtered by search (key, default or own text) and paged. */
export async function listWords(
  db: DbOrTx,
  ctx: RequestContext,
  query: SellerWordsQuery,
): Promise<SellerWordsResponse> {
  await requireStaff(db, ctx, 'read');
  const tenant = await findTenantById(db, ctx.tenantId);
  if (!tenant) throw new AppError('notFound', 'No tenant answers on this host');
  const defaults = shippedDictionary(query.language);
  const overrides = new Map((await repo.listOverrides(db, ctx, query.language)).map((r) => [r.key, r]));
  const needle = query.search?.trim().toLocaleLowerCase() ?? '';
  const all = Object.entries(defaults)
    .map(([key, entry]) => wordOf(key, entry, overrides.get(key)))
    .filter((w) => query.overridden === undefined || (w.value !== null) === query.overridden)
    .filter(
      (w) =>
        needle === '' ||
        [w.key, w.defaultValue, w.defaultValuePlural, w.value, w.valuePlural].some((s) =>
          includesFolded(s, needle),
        ),
    );
  const start = (query.page - 1) * query.size;
  return {
    language: query.language,
    languages: [...SHIPPED_LANGUAGES],
    tenantLanguage: tenantLanguage(tenant),
    words: all.slice(start, start + query.size),
    total: all.length,
    page: query.page,
    size: query.size,
  };
}

function defaultsOf(language: string, key: string): I18nEntry {
  const defaults = shippedDictionary(language);
  const entry = Object.hasOwn(defaults, key) ? defaults[key] : undefined;
  if (!entry) throw new AppError('notFound', `No word of this key: ${key}`);
  return entry;
}

/** the override against its key's parameters and plural form; 422 naming the field otherwise. */
function checkedInput(
  defaults: I18nEntry,
  input: SellerWordInput,
): { value: string; valuePlural: string | null } {
  const parsed = sellerWordInputFor(defaults).safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue): FieldError => {
      const field = issue.path.join('.');
      return { messageCode: 'validationFailed', messageDescription: `${field}: ${issue.message}`, field };
    });
    throw new AppError(
      'validationFailed',
      errors[0]?.messageDescription ?? 'Invalid word',
      undefined,
      errors,
    );
  }
  return { value: parsed.data.value, valuePlural: parsed.data.valuePlural ?? null };
}

/** Tells the tenant's open portals to read saas-i18n again (every buyer: audience buyer, no user). */
const announce = (db: DbOrTx, ctx: RequestContext, language: string, key: string) =>
  publishEvent(db, {
    tenantId: ctx.tenantId,
    audience: 'buyer',
    userId: null,
    type: 'words.changed',
    data: { language, key },
  });

/** PUT seller/words/{language}/{key}: sets the tenant's text of a key; audited, announced. */
export async function putWord(
  db: DbOrTx,
  ctx: RequestContext,
  language: string,
  key: string,
  input: SellerWordInput,
): Promise<SellerWord> {
  await requireStaff(db, ctx, 'write');
  const defaults = defaultsOf(language, key);
  const next = checkedInput(defaults, input);
  return db.transaction(async (tx) => {
    const before = await repo.findOverride(tx, ctx, language, key);
    await repo.upsertOverride(tx, ctx, { language, key, ...next });
    await recordStaffAction(tx, ctx, {
      action: 'words.word.update',
      targetType: 'word',
      targetId: `${language}:${key}`,
      before: before ? { value: before.value, valuePlural: before.valuePlural } : null,
      after: next,
    });
    await announce(tx, ctx, language, key);
    return wordOf(key, defaults, { tenantId: ctx.tenantId, language, key, ...next });
  });
}

/** DELETE seller/words/{language}/{key}: back to the shipped default; audited, announced. 404 when not overridden. */
export async function resetWord(
  db: DbOrTx,
  ctx: RequestContext,
  language: string,
  key: string,
): Promise<SellerWord> {
  await requireStaff(db, ctx, 'write');
  const defaults = defaultsOf(language, key);
  return db.transaction(async (tx) => {
    const before = await repo.findOverride(tx, ctx, language, key);
    if (!before) throw new AppError('notFound', `The tenant has no text of its own for ${key}`);
    await repo.deleteOverride(tx, ctx, language, key);
    await recordStaffAction(tx, ctx, {
      action: 'words.word.reset',
      targetType: 'word',
      targetId: `${language}:${key}`,
      before: { value: before.value, valuePlural: before.valuePlural },
      after: null,
    });
    await announce(tx, ctx, language, key);
    return wordOf(key, defaults, undefined);
  });
}

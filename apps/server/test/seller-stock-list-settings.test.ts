import { StockListDisplaySettingsResponse, StocklistSettings } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, staffAudit, tenants } from '../src/db/schema/index.ts';
import { buildTestApp, HARBOR, SUMMIT, signIn } from './helper.ts';
import { API, bearer, tenantIdOf } from './stock-helper.ts';

/**
 * Seller console › Settings › Stock list (C-056): GET/PUT seller/settings/stock-list write what the buyers'
 * GET stocklist/stocklist/settings answers — headings, category and grade labels, grade groups, the group
 * card's corners, the quantity cap, the alerts' default quantity, the item number's prefix and suffix.
 */
const t = await buildTestApp();
const app = t.app;
const harborId = await tenantIdOf(app, 'harbor');
afterAll(async () => t.close());

const URL = `${API}/seller/settings/stock-list`;
const seller = await signIn(app, 'seller@harbor.test');
const readonly = await signIn(app, 'readonly@harbor.test');
const buyer = await signIn(app, 'buyer@harbor.test');
const summitSeller = await signIn(app, 'seller@summit.test', SUMMIT);

const get = async (token = seller, host = HARBOR) => {
  const res = await app.inject({ method: 'GET', url: URL, headers: { host, ...bearer(token) } });
  expect(res.statusCode, res.body).toBe(200);
  return StockListDisplaySettingsResponse.parse(res.json());
};
const put = (payload: unknown, token = seller, host = HARBOR) =>
  app.inject({ method: 'PUT', url: URL, headers: { host, ...bearer(token) }, payload: payload as object });
const buyersView = async (token = buyer) => {
  const res = await app.inject({
    method: 'GET',
    url: `${API}/stocklist/stocklist/settings`,
    headers: { host: HARBOR, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return StocklistSettings.parse(res.json());
};
/** The request that saves what GET answers (attributes aside). */
const asRequest = ({ attributes: _attributes, ...rest }: StockListDisplaySettingsResponse) => rest;
const settingsRow = async () => {
  const [row] = await app.db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, harborId));
  return row!.settings;
};

describe('seller/settings/stock-list', () => {
  it('answers what the buyers’ stock list uses now, and the attributes the stock list has', async () => {
    const mine = await get();
    const theirs = await buyersView();
    expect(mine.attributes).toEqual(
      expect.arrayContaining(['capacity', 'grade', 'manufacturer', 'model', 'warehouse']),
    );
    expect(mine.attributeLabels.find((a) => a.attribute === 'capacity')?.label).toBe(
      theirs.attributeLabels.capacity,
    );
    expect(mine.categories).toEqual(
      theirs.category.map((code) => ({ code, label: theirs.categoryLabels[code] })),
    );
    expect(mine.grades.map((g) => g.code)).toEqual(theirs.grade);
    expect(mine.gradeFilterGroups).toEqual(theirs.gradeFilterGroups);
    expect(mine.maxItemQuantityToBeDisplayed).toBe(theirs.maxItemQuantityToBeDisplayed);
    expect(mine.itemNumberDescriptionPrefix).toBe(theirs.itemDescriptionRules.itemNumberDescriptionPrefix);
  });

  it('saves every setting where the buyers’ stock list reads it, audits it and tells open portals', async () => {
    const before = await get();
    const [firstGrade, secondGrade, ...otherGrades] = before.grades;
    const phones = before.categories.find((c) => c.code === 'PHONES')!;
    const res = await put({
      ...asRequest(before),
      attributeLabels: before.attributeLabels.map((a) =>
        a.attribute === 'capacity' ? { attribute: 'capacity', label: 'Capacidad' } : a,
      ),
      categories: [{ code: phones.code, label: 'Teléfonos' }],
      grades: [{ code: firstGrade!.code, label: 'Como nuevo', description: 'Sin marcas.\nBatería ≥ 90 %.' }],
      gradeFilterGroups: [
        { header: 'Estéticos', footer: '', grades: [firstGrade!.code, secondGrade!.code] },
        { header: 'Otros', footer: 'Se venden tal cual.', grades: otherGrades.map((g) => g.code) },
      ],
      showGradeIcon: false,
      groupTopRightAttribute: 'capacity',
      groupBottomRightAttribute: 'grade',
      maxItemQuantityToBeDisplayed: 50,
      defaultAlertQuantity: 25,
      itemNumberDescriptionPrefix: 'Ref. ',
      itemNumberDescriptionSuffix: ' (ES)',
    });
    expect(res.statusCode, res.body).toBe(200);

    const theirs = await buyersView();
    expect(theirs.attributeLabels.capacity).toBe('Capacidad');
    expect(theirs.categoryLabels.PHONES).toBe('Teléfonos');
    // A category not named keeps its label.
    for (const c of before.categories.filter((x) => x.code !== 'PHONES')) {
      expect(theirs.categoryLabels[c.code]).toBe(c.label);
    }
    expect(theirs.gradeLabels[firstGrade!.code]).toBe('Como nuevo');
    expect(theirs.gradeLabels[secondGrade!.code]).toBe(secondGrade!.label);
    expect(theirs.gradeLabelDescriptions[0]).toEqual({
      grade: firstGrade!.code,
      gradeLabel: 'Como nuevo',
      gradeDescription: 'Sin marcas.\nBatería ≥ 90 %.',
    });
    // The group card's grade reads as the grade filter does.
    expect(theirs.attributeValueLabels.grade?.[firstGrade!.code]).toBe('Como nuevo');
    expect(theirs.gradeFilterGroups.map((g) => g.header)).toEqual(['Estéticos', 'Otros']);
    expect(theirs).toMatchObject({
      showGradeIcon: false,
      groupTopRightAttribute: 'capacity',
      groupBottomRightAttribute: 'grade',
      maxItemQuantityToBeDisplayed: 50,
      defaultAlertQuantity: 25,
      itemDescriptionRules: { itemNumberDescriptionPrefix: 'Ref. ', itemNumberDescriptionSuffix: ' (ES)' },
    });
    expect(res.json()).toEqual(await get());

    const [audit] = await app.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.tenantId, harborId), eq(staffAudit.action, 'settings.stock-list.update')));
    expect(audit).toMatchObject({ actorEmail: 'seller@harbor.test', targetId: 'stock-list' });
    expect((audit!.before as { defaultAlertQuantity: number }).defaultAlertQuantity).toBe(
      before.defaultAlertQuantity,
    );
    expect((audit!.after as { defaultAlertQuantity: number }).defaultAlertQuantity).toBe(25);
    const announced = await app.db
      .select()
      .from(events)
      .where(and(eq(events.tenantId, harborId), eq(events.type, 'stocklist-settings.changed')));
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ audience: 'buyer', userId: null });

    // Another tenant's settings are untouched.
    const summit = await get(summitSeller, SUMMIT);
    expect(summit.categories.find((c) => c.code === 'PHONES')?.label).not.toBe('Teléfonos');
    expect(summit.itemNumberDescriptionPrefix).toBe('');

    // An empty heading falls back to the attribute's name (no label stored).
    const cleared = await put({
      ...asRequest(await get()),
      attributeLabels: [{ attribute: 'capacity', label: '' }],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await buyersView()).attributeLabels.capacity).toBeUndefined();
  });

  it('refuses what the stock list does not have, naming each field, and saves nothing', async () => {
    const before = await get();
    const row = await settingsRow();
    const grade = before.grades[0]!.code;
    const res = await put({
      ...asRequest(before),
      attributeLabels: [{ attribute: 'flavour', label: 'Flavour' }],
      categories: [{ code: 'BOATS', label: 'Boats' }],
      grades: [{ code: 'Z9', label: 'Z', description: '' }],
      gradeFilterGroups: [
        { header: 'One', footer: '', grades: [grade] },
        { header: 'Two', footer: '', grades: [grade, 'Q'] },
      ],
      groupTopRightAttribute: 'flavour',
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(
      [
        'attributeLabels.0.attribute',
        'categories.0.code',
        'grades.0.code',
        'gradeFilterGroups.1.grades.0',
        'gradeFilterGroups.1.grades.1',
        'groupTopRightAttribute',
      ].sort(),
    );
    expect(await settingsRow()).toEqual(row);
    expect(await get()).toEqual(before);
  });

  it('refuses bad values with the field named (422), and changes nothing', async () => {
    const before = asRequest(await get());
    const row = await settingsRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ maxItemQuantityToBeDisplayed: 0 }, 'maxItemQuantityToBeDisplayed'],
      [{ defaultAlertQuantity: 2.5 }, 'defaultAlertQuantity'],
      [{ defaultAlertQuantity: 10_000_001 }, 'defaultAlertQuantity'],
      [{ itemNumberDescriptionPrefix: 'x'.repeat(21) }, 'itemNumberDescriptionPrefix'],
      [{ categories: [{ code: 'PHONES', label: '   ' }] }, 'categories.0.label'],
      [{ attributeLabels: [{ attribute: '__proto__', label: 'x' }] }, 'attributeLabels.0.attribute'],
      [{ attributeLabels: [{ attribute: 'capacity', label: 'a\u0000b' }] }, 'attributeLabels.0.label'],
      [{ grades: [{ code: 'A', label: 'A', description: 'x'.repeat(1001) }] }, 'grades.0.description'],
      [{ gradeFilterGroups: [{ header: 'H', footer: '', grades: [] }] }, 'gradeFilterGroups.0.grades'],
      [{ showGradeIcon: 'yes' }, 'showGradeIcon'],
    ];
    for (const [change, field] of cases) {
      const res = await put({ ...before, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(change),
      ).toContain(field);
    }
    expect(await settingsRow()).toEqual(row);
  });

  it('is for staff who may write: a read-only member reads but cannot save (403); a buyer gets neither', async () => {
    const before = asRequest(await get());
    expect((await get(readonly)).defaultAlertQuantity).toBe(before.defaultAlertQuantity);
    const res = await put({ ...before, defaultAlertQuantity: 7 }, readonly);
    expect(res.statusCode).toBe(403);
    const asBuyer = await app.inject({
      method: 'GET',
      url: URL,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(asBuyer.statusCode).toBe(403);
    expect((await put({ ...before, defaultAlertQuantity: 7 }, buyer)).statusCode).toBe(403);
    expect((await get()).defaultAlertQuantity).toBe(before.defaultAlertQuantity);
  });
});

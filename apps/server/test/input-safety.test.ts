import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, HARBOR, signIn } from './helper.ts';
import { API, bearer } from './stock-helper.ts';

/**
 * Input PostgreSQL cannot store: a NUL byte (or another control character) in any free string of a request is
 * refused by the contract with 422 and the field named in `errors`, never reaches the database (it answered 500).
 */
const t = await buildTestApp();
const app = t.app;
const buyer = await signIn(app, 'buyer@harbor.test');
const seller = await signIn(app, 'seller@harbor.test');
afterAll(async () => t.close());

const NUL = '\u0000';
const nul = encodeURIComponent(NUL);
const uuid = '00000000-0000-4000-8000-000000000000';

type Probe = {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  payload?: object;
  field: string;
};

const probes: Probe[] = [
  {
    route: 'sign-in email',
    method: 'POST',
    url: '/identity/sign-in',
    payload: { email: `a${NUL}@harbor.test`, password: 'x' },
    field: 'email',
  },
  {
    route: 'sign-in password',
    method: 'POST',
    url: '/identity/sign-in',
    payload: { email: 'buyer@harbor.test', password: `Portico${NUL}` },
    field: 'password',
  },
  {
    route: 'forgot password',
    method: 'POST',
    url: '/identity/forgot-password',
    payload: { email: `b${NUL}@harbor.test` },
    field: 'email',
  },
  {
    route: 'confirm forgot password code',
    method: 'POST',
    url: '/identity/confirm-forgot-password',
    payload: { email: 'buyer@harbor.test', code: `12${NUL}34`, newPassword: 'Portico-demo-2' },
    field: 'code',
  },
  {
    route: 'confirm forgot password new password',
    method: 'POST',
    url: '/identity/confirm-forgot-password',
    payload: { email: 'buyer@harbor.test', code: '123456', newPassword: `Portico-${NUL}demo-2` },
    field: 'newPassword',
  },
  {
    route: 'complete new password',
    method: 'POST',
    url: '/identity/complete-new-password',
    payload: { session: 'abc', newPassword: `Portico-demo-2${NUL}` },
    field: 'newPassword',
  },
  {
    route: 'stock export search',
    method: 'POST',
    url: `${API}/stocklist/export`,
    token: buyer,
    payload: { includeOutOfStock: false, search: `iph${NUL}one` },
    field: 'search',
  },
  {
    route: 'stock export filter value',
    method: 'POST',
    url: `${API}/stocklist/export`,
    token: buyer,
    payload: { includeOutOfStock: false, filters: { grade: [`A${NUL}`] } },
    field: 'filters.grade.0',
  },
  {
    route: 'stock export filter name',
    method: 'POST',
    url: `${API}/stocklist/export`,
    token: buyer,
    payload: { includeOutOfStock: false, filters: { [`gr${NUL}ade`]: ['A'] } },
    field: 'filters.gr\uFFFDade',
  },
  {
    route: 'create stock alert',
    method: 'POST',
    url: `${API}/stocklist/alert/item`,
    token: buyer,
    payload: { itemNumberWarehouse: `X${NUL}-MIA`, quantity: 10 },
    field: 'itemNumberWarehouse',
  },
  {
    route: 'update stock alert',
    method: 'PUT',
    url: `${API}/stocklist/alert/item/X${nul}-MIA`,
    token: buyer,
    payload: { quantity: 10 },
    field: 'itemNumberWarehouse',
  },
  {
    route: 'delete stock alert',
    method: 'DELETE',
    url: `${API}/stocklist/alert/item/X${nul}-MIA`,
    token: buyer,
    field: 'itemNumberWarehouse',
  },
  {
    route: 'make offer',
    method: 'POST',
    url: `${API}/stocklist/offer`,
    token: buyer,
    payload: { itemNumberWarehouse: `X${NUL}-MIA`, offerQuantity: 1, offerPrice: 10 },
    field: 'itemNumberWarehouse',
  },
  {
    route: 'edit offer id',
    method: 'PUT',
    url: `${API}/stocklist/offer/a${nul}b`,
    token: buyer,
    payload: { itemNumberWarehouse: 'X-MIA', offerQuantity: 1, offerPrice: 10 },
    field: 'offerId',
  },
  {
    route: 'delete offer',
    method: 'DELETE',
    url: `${API}/stocklist/offer/a${nul}b`,
    token: buyer,
    field: 'offerId',
  },
  {
    route: 'move to cart',
    method: 'PUT',
    url: `${API}/stocklist/offer/movetocart`,
    token: buyer,
    payload: [`a${NUL}b`] as unknown as object,
    field: '0',
  },
  {
    route: 'delete offers',
    method: 'DELETE',
    url: `${API}/stocklist/offers`,
    token: buyer,
    payload: [`a${NUL}b`] as unknown as object,
    field: '0',
  },
  {
    route: 'cart checkout warehouse',
    method: 'POST',
    url: `${API}/stocklist/cart/checkout/M${nul}IA`,
    token: buyer,
    payload: [uuid] as unknown as object,
    field: 'warehouseCode',
  },
  {
    route: 'add to existing order',
    method: 'POST',
    url: `${API}/stocklist/cart/add-to-existing-order/M${nul}IA`,
    token: buyer,
    payload: [uuid] as unknown as object,
    field: 'warehouseCode',
  },
  {
    route: 'review combined order',
    method: 'POST',
    url: `${API}/stocklist/cart/add-to-existing-order/MIA/PX${nul}1/review`,
    token: buyer,
    payload: [uuid] as unknown as object,
    field: 'salesOrder',
  },
  {
    route: 'calculate charges warehouse',
    method: 'POST',
    url: `${API}/order/charges/calculate`,
    token: buyer,
    payload: { warehouseCode: `M${NUL}IA`, items: [] },
    field: 'warehouseCode',
  },
  {
    route: 'calculate charges item',
    method: 'POST',
    url: `${API}/order/charges/calculate`,
    token: buyer,
    payload: { warehouseCode: 'MIA', items: [{ itemNumberWarehouse: `X${NUL}`, orderedQuantity: 1 }] },
    field: 'items.0.itemNumberWarehouse',
  },
  {
    route: 'save preferences',
    method: 'POST',
    url: `${API}/account/preferences`,
    token: buyer,
    payload: {
      shippingOption: {
        shippingAddressId: null,
        shippingOptionDetails: {
          shippingMethodCode: null,
          carrier: `U${NUL}PS`,
          carrierServiceLevel: null,
          carrierShippingAccountNumber: null,
          shippingInstructions: null,
          insured: null,
          insuredAmount: null,
        },
      },
      paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: null } },
      services: [],
    },
    field: 'shippingOption.shippingOptionDetails.carrier',
  },
  {
    route: 'orders search',
    method: 'GET',
    url: `${API}/orders?search=PX${nul}`,
    token: buyer,
    field: 'search',
  },
  {
    route: 'orders export search',
    method: 'GET',
    url: `${API}/orders/export?search=PX${nul}`,
    token: buyer,
    field: 'search',
  },
  {
    route: 'order number',
    method: 'GET',
    url: `${API}/order/PX${nul}1`,
    token: buyer,
    field: 'phonexOrderNumber',
  },
  {
    route: 'offer import template query',
    method: 'GET',
    url: `${API}/stocklist/offer/bulk-offer-import/template?itemNumberWarehouse=X${nul}`,
    token: buyer,
    field: 'itemNumberWarehouse',
  },
  {
    route: 'offer import template body',
    method: 'POST',
    url: `${API}/stocklist/offer/bulk-offer-import/template`,
    token: buyer,
    payload: { itemNumberWarehouses: [`X${NUL}`] },
    field: 'itemNumberWarehouses.0',
  },
  {
    route: 'offer import row',
    method: 'DELETE',
    url: `${API}/stocklist/offer/bulk-offer-import/X${nul}`,
    token: buyer,
    field: 'itemNumberWarehouse',
  },
  {
    route: 'seller stock search',
    method: 'GET',
    url: `${API}/seller/stock/items?q=a${nul}`,
    token: seller,
    field: 'q',
  },
  {
    route: 'seller stock warehouse',
    method: 'GET',
    url: `${API}/seller/stock/items?warehouse=M${nul}`,
    token: seller,
    field: 'warehouse',
  },
  {
    route: 'seller stock category',
    method: 'GET',
    url: `${API}/seller/stock/items?category=P${nul}`,
    token: seller,
    field: 'category',
  },
  {
    route: 'seller stock edit',
    method: 'PATCH',
    url: `${API}/seller/stock/items/X${nul}`,
    token: seller,
    payload: { quantityAvailable: 1, expected: { quantityAvailable: 1, listPrice: 1 } },
    field: 'itemNumberWarehouse',
  },
  {
    route: 'seller offers buyer filter',
    method: 'GET',
    url: `${API}/seller/offers?buyer=b${nul}`,
    token: seller,
    field: 'buyer',
  },
  {
    route: 'seller offers item filter',
    method: 'GET',
    url: `${API}/seller/offers?item=i${nul}`,
    token: seller,
    field: 'item',
  },
  {
    route: 'seller offers warehouse filter',
    method: 'GET',
    url: `${API}/seller/offers?warehouse=M${nul}`,
    token: seller,
    field: 'warehouse',
  },
  {
    route: 'seller answer offer',
    method: 'POST',
    url: `${API}/seller/offers/answer`,
    token: seller,
    payload: { answers: [{ offerId: `a${NUL}`, version: 1, action: 'REJECT' }] },
    field: 'answers.0.offerId',
  },
  {
    route: 'seller offer rule',
    method: 'PUT',
    url: `${API}/seller/offers/rules/X${nul}`,
    token: seller,
    payload: { itemNumberWarehouse: 'X', floorPrice: 1, rejectBelowPercent: null },
    field: 'itemNumberWarehouse',
  },
  {
    route: 'seller delete offer rule',
    method: 'DELETE',
    url: `${API}/seller/offers/rules/X${nul}`,
    token: seller,
    field: 'itemNumberWarehouse',
  },
  {
    route: 'seller daily report time zone',
    method: 'PUT',
    url: `${API}/seller/settings/daily-report`,
    token: seller,
    payload: { dailyReportHour: 7, timeZone: `America/New_York${NUL}` },
    field: 'timeZone',
  },
  {
    route: 'seller banner',
    method: 'POST',
    url: `${API}/seller/banners`,
    token: seller,
    payload: { content: `<p>Sale${NUL}</p>` },
    field: 'content',
  },
  // The commerce settings' rows by code: the code is a path parameter (a DELETE of each kind, a PUT whose body is
  // valid).
  ...(['shipping-methods', 'payment-methods', 'warehouses', 'additional-services'] as const).map(
    (kind): Probe => ({
      route: `seller ${kind} delete by code`,
      method: 'DELETE',
      url: `${API}/seller/settings/${kind}/X${nul}`,
      token: seller,
      field: 'code',
    }),
  ),
  {
    route: 'seller warehouse update by code',
    method: 'PUT',
    url: `${API}/seller/settings/warehouses/${nul}`,
    token: seller,
    payload: { code: 'MIA', label: 'Miami', acceptsOffers: true, dailyReport: true, sortOrder: 0 },
    field: 'code',
  },
];

describe('a NUL byte in a free string is refused, field named (422, never 500)', () => {
  it.each(probes)('$route', async (p) => {
    const res = await app.inject({
      method: p.method,
      url: p.url,
      headers: { host: HARBOR, ...(p.token ? bearer(p.token) : {}) },
      ...(p.payload ? { payload: p.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.messageCode).toBe('validationFailed');
    expect(body.errors.map((e: { field?: string }) => e.field)).toContain(p.field);
  });
});

describe('multi-line fields keep their line breaks and tabs', () => {
  it('a pasted list of order numbers (newlines, tabs) is searched, not refused', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/orders?search=${encodeURIComponent('PX1\r\nPX2\tPX3')}`,
      headers: { host: HARBOR, ...bearer(buyer) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a tab in a one-line field is refused with a clear message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${API}/seller/stock/items?q=${encodeURIComponent('a\tb')}`,
      headers: { host: HARBOR, ...bearer(seller) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      field: 'q',
      messageDescription: 'q: must not contain control characters',
    });
  });
});

describe('text PostgreSQL cannot store (a lone surrogate, a NUL in a setting, year 0) is refused, field named', () => {
  const LONE = 'Tax \ud800';
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { host: HARBOR, ...bearer(seller) },
      ...(payload ? { payload } : {}),
    });
  const refused = (res: { statusCode: number; body: string; json(): { errors: { field?: string }[] } }) => {
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors.map((e) => e.field);
  };

  it('a word override with a lone surrogate', async () => {
    expect(refused(await call('PUT', '/seller/words/en/signIn', { value: `Sign ${LONE} in` }))).toContain(
      'value',
    );
  });

  it('a tax rule description with a lone surrogate', async () => {
    const current = (await call('GET', '/seller/settings/tax-rules')).json();
    const rules = current.rules.map((r: object, i: number) => (i === 0 ? { ...r, description: LONE } : r));
    expect(refused(await call('PUT', '/seller/settings/tax-rules', { ...current, rules }))).toContain(
      'rules.0.description',
    );
  });

  it('order settings: a NUL colour, an unknown or huge status code, a lone surrogate in a label or the custom text', async () => {
    const current = (await call('GET', '/seller/settings/orders')).json();
    const withStatus = (over: object) => ({
      ...current,
      fulfillmentSettings: {
        ...current.fulfillmentSettings,
        statuses: current.fulfillmentSettings.statuses.map((s: object, i: number) =>
          i === 0 ? { ...s, ...over } : s,
        ),
      },
    });
    const field = 'fulfillmentSettings.statuses.0';
    expect(
      refused(await call('PUT', '/seller/settings/orders', withStatus({ colorClass: 'warning\u0000' }))),
    ).toContain(`${field}.colorClass`);
    expect(
      refused(await call('PUT', '/seller/settings/orders', withStatus({ code: 'X'.repeat(100_000) }))),
    ).toContain(`${field}.code`);
    expect(refused(await call('PUT', '/seller/settings/orders', withStatus({ label: LONE })))).toContain(
      `${field}.label`,
    );
    const text = {
      ...current,
      paymentCollectionSettings: {
        ...current.paymentCollectionSettings,
        paymentTimeExtensionCustomText: LONE,
      },
    };
    expect(refused(await call('PUT', '/seller/settings/orders', text))).toContain(
      'paymentCollectionSettings.paymentTimeExtensionCustomText',
    );
    // Nothing of it was kept.
    expect((await call('GET', '/seller/settings/orders')).json()).toEqual(current);
  });

  it('a banner shown from year 0', async () => {
    const res = await call('POST', '/seller/banners', {
      content: '<p>x</p>',
      startsAt: '0000-01-01T00:00:00Z',
    });
    expect(refused(res)).toContain('startsAt');
  });
});

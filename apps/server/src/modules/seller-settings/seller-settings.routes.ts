import {
  DailyReportSettings,
  DailyReportSettingsResponse,
  HoldWindowSettings,
  StockListDisplaySettings,
  StockListDisplaySettingsResponse,
} from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerRoutes } from '../../lib/seller-route.ts';
import { contextOf } from '../../plugins/auth.ts';
import * as service from './seller-settings.service.ts';
import { getStockListSettings, putStockListSettings } from './stock-list.service.ts';

/**
 * Seller console settings: the daily stock report's send hour and time zone, the order hold window
 * and the stock list's display settings (C-056). Group Seller only.
 */
export async function sellerSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sellerRoute = sellerRoutes(app, 'seller-settings');

  app.get(
    '/seller/settings/daily-report',
    sellerRoute('Q-064: the local hour and time zone from which the daily stock reports go out.', {
      response: { 200: DailyReportSettingsResponse },
    }),
    async (request) => service.getDailyReportSettings(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/daily-report',
    sellerRoute(
      'Q-064: sets the send hour (0–23) and IANA time zone. An invalid hour or zone answers 422 validationFailed naming the field.',
      { body: DailyReportSettings, response: { 200: DailyReportSettingsResponse } },
      'write',
    ),
    async (request) => service.putDailyReportSettings(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/settings/hold-window',
    sellerRoute(
      'Q-043: hours an unpaid on-hold order keeps its stock before it is cancelled (default 72; also in GET order/settings as holdWindowHours).',
      { response: { 200: HoldWindowSettings } },
    ),
    async (request) => service.getHoldWindowSettings(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/hold-window',
    sellerRoute(
      'Q-043: sets the hold window (1–8760 hours). Anything else answers 422 validationFailed naming holdWindowHours.',
      { body: HoldWindowSettings, response: { 200: HoldWindowSettings } },
      'write',
    ),
    async (request) => service.putHoldWindowSettings(app.db, contextOf(request), request.body),
  );
  app.get(
    '/seller/settings/stock-list',
    sellerRoute(
      "C-056: the stock list's display settings as buyers' portals use them now (filter headings, category and grade labels, grade groups, the group card's corners, the quantity cap, the alerts' default quantity, the item number's prefix and suffix), and the attribute names the stock list has.",
      { response: { 200: StockListDisplaySettingsResponse } },
    ),
    async (request) => getStockListSettings(app.db, contextOf(request)),
  );
  app.put(
    '/seller/settings/stock-list',
    sellerRoute(
      "C-056: saves the stock list's display settings; open portals read them again. A category, grade or attribute the stock list does not have, or a grade in two groups, answers 422 validationFailed naming each field; nothing is saved.",
      { body: StockListDisplaySettings, response: { 200: StockListDisplaySettingsResponse } },
      'write',
    ),
    async (request) => putStockListSettings(app.db, contextOf(request), request.body),
  );
}

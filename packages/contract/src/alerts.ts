import { z } from 'zod';
import { groupThousands, QUANTITY_MAX, text } from './inputs.ts';

// ── Stock alerts (part 1 §2 Stock Alerts screen, §3 Stock alert, §5, §7; E-001…E-015, Q-063) ─────────────────

/** Part 1 §3 Stock alert, keyed by itemNumberWarehouse. */
export const StockAlert = z.object({
  itemNumberWarehouse: z.string(),
  quantity: z.number().int().describe('Alert me when the seller adds this many units (E-010)'),
  description: z.string().describe('The item’s description'),
  incrementSize: z.number().int().describe("E-011: 'increments of N' hint when above 1"),
});
export type StockAlert = z.infer<typeof StockAlert>;

/** GET stocklist/alert/items (E-008): itemNumberWarehouse → alert. */
export const StockAlertsMap = z.record(z.string(), StockAlert);
export type StockAlertsMap = z.infer<typeof StockAlertsMap>;

/**
 * The alert quantity: a whole number that fits the column (a larger one answered 500). Blank, 0 and negatives
 * are still normalised by the server (E-004). The message is shown in the alert dialog.
 */
export const ALERT_QUANTITY_MESSAGE = `Enter a whole number of units up to ${groupThousands(QUANTITY_MAX)}`;
const AlertQuantity = z
  .number({ error: ALERT_QUANTITY_MESSAGE })
  .int(ALERT_QUANTITY_MESSAGE)
  .max(QUANTITY_MAX, ALERT_QUANTITY_MESSAGE);

/** POST stocklist/alert/item (E-005). */
export const CreateStockAlertRequest = z.object({
  itemNumberWarehouse: text().min(1).max(200),
  quantity: AlertQuantity.describe('Normalised by the server as part 1 §5 says (E-004)'),
});
export type CreateStockAlertRequest = z.infer<typeof CreateStockAlertRequest>;

/** PUT stocklist/alert/item/{itemNumberWarehouse} (E-006). */
export const UpdateStockAlertRequest = z.object({ quantity: AlertQuantity });
export type UpdateStockAlertRequest = z.infer<typeof UpdateStockAlertRequest>;

export const StockAlertParams = z.object({ itemNumberWarehouse: text().min(1).max(200) });

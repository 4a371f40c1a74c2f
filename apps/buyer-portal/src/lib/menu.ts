import type { SideMenuDisplay } from '@portico/contract';

/**
 * B-035…B-048: the side menu. Before the authorities are known it shows Home and StockList (B-047); after
 * sign-in it is built from the authorities and the tenant's side_menu_display (B-044), where an entry set to
 * false is hidden. Stocklist and Pre Orders have no authority in the spec's table and are shown unless the
 * tenant hides them (B-048, reading 1).
 */
export type MenuKey =
  | 'Home'
  | 'StockList'
  | 'Cart'
  | 'Auctions'
  | 'PreOrders'
  | 'Orders'
  | 'Returns'
  | 'StockAlerts';

export type MenuEntry = { key: MenuKey; path: string; labelKey: string };

export type AuthoritiesMap = Readonly<Record<string, boolean>>;

export const MENU_ENTRIES: Record<MenuKey, MenuEntry> = {
  Home: { key: 'Home', path: '/dashboard', labelKey: 'menuHome' },
  StockList: { key: 'StockList', path: '/stock', labelKey: 'menuStockList' },
  Cart: { key: 'Cart', path: '/cart', labelKey: 'menuCart' },
  Auctions: { key: 'Auctions', path: '/auctions', labelKey: 'menuAuctions' },
  PreOrders: { key: 'PreOrders', path: '/preorders', labelKey: 'menuPreOrders' },
  Orders: { key: 'Orders', path: '/orders', labelKey: 'menuOrders' },
  Returns: { key: 'Returns', path: '/returns', labelKey: 'menuReturns' },
  StockAlerts: { key: 'StockAlerts', path: '/stock-alerts', labelKey: 'menuStockAlerts' },
};

/** B-047: the menu before the authorities arrive. */
export const INITIAL_MENU: readonly MenuKey[] = ['Home', 'StockList'];

/** [{ authority }] → { AUTHORITY: true } (B-033: the map cached in local storage). */
export function toAuthoritiesMap(list: readonly { authority: string }[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const { authority } of list) out[authority] = true;
  return out;
}

const has = (a: AuthoritiesMap, name: string) => a[name] === true;

/** Which entry each authority rule allows (B-035, B-038, B-039, B-040, B-048). */
const ALLOWED: Record<Exclude<MenuKey, 'Home' | 'StockAlerts'>, (a: AuthoritiesMap) => boolean> = {
  StockList: () => true,
  Cart: (a) => has(a, 'CAN_BUY_ONLINE'),
  Auctions: (a) => has(a, 'CAN_VIEW_AUCTION_SUMMARY'),
  PreOrders: () => true,
  Orders: (a) => has(a, 'CAN_VIEW_ORDER') || has(a, 'CAN_UPDATE_ORDER'),
  Returns: (a) => has(a, 'CAN_VIEW_RETURNS'),
};

/** The side menu after sign-in, in the spec's order (B-042). */
export function buildSideMenu(authorities: AuthoritiesMap, display: SideMenuDisplay | undefined): MenuKey[] {
  return (Object.keys(ALLOWED) as (keyof typeof ALLOWED)[]).filter(
    (key) => display?.[key] !== false && ALLOWED[key](authorities),
  );
}

/**
 * The phone's bottom bar: the side-menu entries plus the Stock Alerts shortcut (B-042), which B-036 ties to
 * CAN_SET_STOCKLIST_ALERT. A phone has room for five, so the daily screens come first; the rest stay in the
 * drawer.
 */
const MOBILE_PRIORITY: readonly MenuKey[] = [
  'StockList',
  'StockAlerts',
  'Cart',
  'Orders',
  'PreOrders',
  'Auctions',
  'Returns',
];

export function buildMobileBar(menu: readonly MenuKey[], authorities: AuthoritiesMap, max = 5): MenuKey[] {
  const available = new Set<MenuKey>(menu);
  if (has(authorities, 'CAN_SET_STOCKLIST_ALERT')) available.add('StockAlerts');
  return MOBILE_PRIORITY.filter((k) => available.has(k)).slice(0, max);
}

/** Keeps only known menu keys (the menu stored in local storage may come from an older build). */
export function parseStoredMenu(value: unknown): MenuKey[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = value.filter((v): v is MenuKey => typeof v === 'string' && v in MENU_ENTRIES);
  return keys.length > 0 ? keys : undefined;
}

/** B-045: a link to the page already shown does nothing. */
export function isCurrentPage(entryPath: string, pathname: string): boolean {
  const strip = (p: string) => p.replace(/\/+$/, '') || '/';
  return strip(entryPath) === strip(pathname);
}

/** Whether a menu entry should look selected for the current location (/orders/123 selects Orders). */
export function isActiveEntry(entryPath: string, pathname: string): boolean {
  return isCurrentPage(entryPath, pathname) || pathname.startsWith(`${entryPath.replace(/\/+$/, '')}/`);
}

/** The entries of the console's side navigation: label, route, icon and who sees them. */

import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { ReactNode } from 'react';
import type { ConsoleKey } from '../../lib/i18n.ts';

export type NavItem = {
  labelKey: ConsoleKey;
  to: string;
  icon: ReactNode;
  end?: boolean;
  /** Shows the number of offers waiting for an answer beside the label. */
  showsPendingOffers?: boolean;
  /** Shown to OWNER staff only (staff management); the server refuses everyone else anyway. */
  ownerOnly?: boolean;
};

/** The side navigation, in order, each entry pointing at its route in router.tsx (Staff for owners only). */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'consoleHome', to: '/', icon: <HomeOutlined />, end: true },
  { labelKey: 'consoleOffers', to: '/offers', icon: <LocalOfferOutlined />, showsPendingOffers: true },
  { labelKey: 'consoleOrders', to: '/orders', icon: <ReceiptLongOutlined /> },
  { labelKey: 'consoleStock', to: '/stock', icon: <Inventory2Outlined /> },
  { labelKey: 'consoleBuyers', to: '/buyers', icon: <PeopleOutlined /> },
  { labelKey: 'consoleDocuments', to: '/documents', icon: <DescriptionOutlined /> },
  { labelKey: 'consoleOutbox', to: '/outbox', icon: <OutboxOutlined /> },
  { labelKey: 'consoleBanners', to: '/banners', icon: <CampaignOutlined /> },
  { labelKey: 'consoleWords', to: '/words', icon: <TranslateOutlined /> },
  { labelKey: 'consoleSettings', to: '/settings', icon: <SettingsOutlined />, end: true },
  { labelKey: 'consoleBrandAndSite', to: '/settings/brand', icon: <PaletteOutlined /> },
  { labelKey: 'consoleStaff', to: '/staff', icon: <ManageAccountsOutlined />, ownerOnly: true },
  { labelKey: 'consoleAuditLog', to: '/audit', icon: <HistoryOutlined /> },
];

/** The entry a path is under (the longest `to` it starts with; `end` entries only exactly), for the tab's title. */
export function navItemOf(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of NAV_ITEMS) {
    const match = item.end
      ? pathname === item.to
      : pathname === item.to || pathname.startsWith(item.to.endsWith('/') ? item.to : `${item.to}/`);
    if (match && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}

import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
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
};

/**
 * The side navigation. Later sections (Stock, Orders, Buyers, Branding, Outbox) are appended here as they are
 * built, each pointing at its route in router.tsx.
 */
export const NAV_ITEMS: NavItem[] = [
  { labelKey: 'consoleHome', to: '/', icon: <HomeOutlined />, end: true },
  { labelKey: 'consoleOffers', to: '/offers', icon: <LocalOfferOutlined />, showsPendingOffers: true },
  { labelKey: 'consoleOrders', to: '/orders', icon: <ReceiptLongOutlined /> },
  { labelKey: 'consoleStock', to: '/stock', icon: <Inventory2Outlined /> },
  { labelKey: 'consoleDocuments', to: '/documents', icon: <DescriptionOutlined /> },
  { labelKey: 'consoleOutbox', to: '/outbox', icon: <OutboxOutlined /> },
  { labelKey: 'consoleSettings', to: '/settings', icon: <SettingsOutlined /> },
  { labelKey: 'consoleWords', to: '/words', icon: <TranslateOutlined /> },
];

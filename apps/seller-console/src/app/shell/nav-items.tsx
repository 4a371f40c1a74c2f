import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactNode } from 'react';

export type NavItem = {
  label: string;
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
  { label: 'Home', to: '/', icon: <HomeOutlined />, end: true },
  { label: 'Offers', to: '/offers', icon: <LocalOfferOutlined />, showsPendingOffers: true },
  { label: 'Stock', to: '/stock', icon: <Inventory2Outlined /> },
  { label: 'Outbox', to: '/outbox', icon: <OutboxOutlined /> },
  { label: 'Settings', to: '/settings', icon: <SettingsOutlined /> },
];

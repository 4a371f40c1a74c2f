import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { ReactNode } from 'react';

export type NavItem = { label: string; to: string; icon: ReactNode; end?: boolean };

/**
 * The side navigation. Later sections (Offers, Stock, Orders, Buyers, Branding, Outbox) are appended here as
 * they are built, each pointing at its route in router.tsx.
 */
export const NAV_ITEMS: NavItem[] = [{ label: 'Home', to: '/', icon: <HomeOutlined />, end: true }];

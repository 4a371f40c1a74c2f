/** The icon of each menu entry, shared by the side menu and the phone's bottom bar. */

import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactElement } from 'react';
import type { MenuKey } from '../../lib/menu.ts';

export const MENU_ICONS: Record<MenuKey, ReactElement> = {
  Home: <HomeOutlined />,
  StockList: <Inventory2Outlined />,
  Cart: <ShoppingCartOutlined />,
  Auctions: <GavelOutlined />,
  PreOrders: <EventAvailableOutlined />,
  Orders: <ReceiptLongOutlined />,
  Returns: <AssignmentReturnOutlined />,
  StockAlerts: <NotificationsActiveOutlined />,
};

import {
  AppstoreOutlined,
  CarOutlined,
  DashboardOutlined,
  ContactsOutlined,
  DatabaseOutlined,
  DollarOutlined,
  IdcardOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
} from '@logistics/shared/ui/icons';
import type { ReactNode } from 'react';
import type { PageKey } from '@logistics/shared/contracts/menus';

/**
 * The sidebar icon of each page; the icon alone stays when the sidebar is collapsed. A page's title and path are
 * in shared/src/contracts/pages.ts, its loader in shared/src/features/pages.tsx; the icon lives here because
 * contracts draw nothing and the host imports no feature code. A Record over every PageKey, so a page added
 * without an icon is a type error.
 */
export const pageIcons: Record<PageKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  vendors: <ShopOutlined />,
  categories: <TagsOutlined />,
  products: <AppstoreOutlined />,
  purchases: <ShoppingCartOutlined />,
  inventories: <DatabaseOutlined />,
  'inventory-detail': <DatabaseOutlined />,
  'inventory-employments': <SolutionOutlined />,
  transfers: <SwapOutlined />,
  sales: <DollarOutlined />,
  shipments: <TruckOutlined />,
  'shipment-detail': <TruckOutlined />,
  vehicles: <CarOutlined />,
  users: <IdcardOutlined />,
  captains: <TeamOutlined />,
  customers: <ContactsOutlined />,
  profile: <UserOutlined />,
};

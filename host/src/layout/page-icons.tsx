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

/** The sidebar icon of each page; the icon alone stays when the sidebar is collapsed. */
export const pageIcons: Record<PageKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  vendors: <ShopOutlined />,
  categories: <TagsOutlined />,
  products: <AppstoreOutlined />,
  purchases: <ShoppingCartOutlined />,
  inventories: <DatabaseOutlined />,
  'inventory-detail': <DatabaseOutlined />,
  supervisors: <SolutionOutlined />,
  transfers: <SwapOutlined />,
  sales: <DollarOutlined />,
  shipments: <TruckOutlined />,
  'shipment-detail': <TruckOutlined />,
  vehicles: <CarOutlined />,
  employees: <IdcardOutlined />,
  captains: <TeamOutlined />,
  customers: <ContactsOutlined />,
  profile: <UserOutlined />,
};

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
import type { PageIcon } from '@logistics/shared/contracts/page-icons';

/**
 * Each sidebar icon a page may name (its resource's declaration, or contracts/pages.ts); the icon alone stays when
 * the sidebar is collapsed. Contracts draw nothing, so they name an icon and the host draws it: a Record over every
 * name, so a name added without its drawing is a type error.
 */
export const pageIcons: Record<PageIcon, ReactNode> = {
  appstore: <AppstoreOutlined />,
  car: <CarOutlined />,
  contacts: <ContactsOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  dollar: <DollarOutlined />,
  idcard: <IdcardOutlined />,
  shop: <ShopOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  solution: <SolutionOutlined />,
  swap: <SwapOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  truck: <TruckOutlined />,
  user: <UserOutlined />,
};

/**
 * The icons a page may show in the sidebar, by name: a resource's declaration names its list page's, pages.ts the
 * others'. The host draws each name (`host/src/layout/page-icons.tsx`, typed over these), so a page takes any of
 * them without touching the host; a new name is added here and drawn there.
 */
export const pageIconNames = [
  'appstore',
  'car',
  'contacts',
  'dashboard',
  'database',
  'dollar',
  'idcard',
  'shop',
  'shopping-cart',
  'solution',
  'swap',
  'tags',
  'team',
  'truck',
  'user',
] as const;
export type PageIcon = (typeof pageIconNames)[number];

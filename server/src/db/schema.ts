import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '@logistics/shared/contracts/roles';
import type {
  MasterDataTableResource,
  MasterDataTableRow,
  resourceDeclarations,
} from '@logistics/shared/contracts/resources';
import type { OrderStatus, ShipmentStatus } from '@logistics/shared/contracts/statuses';

/**
 * The database as Kysely sees it. Naming, so later tables fit: tables are the plural resource name in
 * snake_case (`inventory_employments`, `stock_movements`); every row has a uuid `id`, a `version` (optimistic
 * concurrency), `created_at` and `updated_at`; a name that travels in paths has a unique `name_key`
 * (contracts' pathKey); references are `<singular>_id`; money is numeric(13,3), read back as a string.
 */

/** Read as a Date; written as a Date, an ISO string, or left to the column default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with no column default: an insert must give it. */
type GivenTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Staff accounts: sign-in, role and the employee record (the API resource `users`). */
export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Always lowercase (a check constraint holds it). */
  email: string;
  password_hash: string;
  /** Null until an admin gives the account a role (registration creates none). */
  role: Role | null;
  phone: string | null;
  address: string | null;
  avatar: string | null;
  national_id: string | null;
  driving_license_no: string | null;
  passport_no: string | null;
  /** Carried in each token (claim `tv`); raising it (a password reset) ends every session issued before. */
  token_version: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Tokens signed out before they expire (by their `jti`). */
export interface RevokedTokensTable {
  jti: string;
  /** When the token would have expired anyway; the row may be dropped after it. */
  expires_at: GivenTimestamp;
}

/** Password reset links sent by mail, each usable once before it expires. */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  /** sha256 (hex) of the token sent by mail; the token itself is never stored. */
  token_hash: string;
  expires_at: GivenTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Columns of every business row. */
interface RowTimes {
  id: Generated<string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A calendar date (`date` column): read and written as 'YYYY-MM-DD' (the driver's date parsing is off). */
type CalendarDate = ColumnType<string, string, string>;
type NullableCalendarDate = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric(13,3): read back as a string so no float ever touches money. */
type Money = ColumnType<string, string, string>;

/** Inventories (warehouses) holding stock. */
export interface InventoriesTable extends RowTimes {
  name: string;
  name_key: string;
  email: string | null;
  phone: string | null;
  address: string;
  description: string | null;
}

/** Products, each in one category, with a price. */
export interface ProductsTable extends RowTimes {
  name: string;
  name_key: string;
  category_id: string;
  price: Money;
  sku: string;
  description: string | null;
  /** Below this many units in an inventory, the product is low on stock there (migration 0012). */
  low_stock_threshold: Generated<number>;
}

/** Supervisor assignments: an inventory-in-charge put in charge of an inventory for a period. */
export interface InventoryEmploymentsTable extends RowTimes {
  employee_id: string;
  inventory_id: string;
  hire_date: CalendarDate;
  termination_date: NullableCalendarDate;
  resign_date: NullableCalendarDate;
  transfer_date: NullableCalendarDate;
  /** True while no end date is set (a check constraint holds it). */
  employee_status: Generated<boolean>;
}

// Documents (migration 0004): purchases, transfers, sales, shipments, their lines, stock and its history.

/** Purchases (material receipts) from a vendor into an inventory; their MR ID names the batch bought. */
export interface PurchasesTable extends RowTimes {
  mr_id: string;
  purchase_date: CalendarDate;
  vendor_id: string;
  inventory_id: string;
  adjustment: Money;
  /** Computed on the server from the lines and the adjustment (contracts' totalPrice). */
  total_price: Money;
}

/** The lines of a purchase: a product, its quantity, unit price and discount. */
export interface PurchaseProductsTable extends RowTimes {
  purchase_id: string;
  product_id: string;
  quantity: number;
  unit_price: Money;
  /** numeric(6,3), percent 0 to 100, read back as a string. */
  discount: Money;
}

/** Transfers of stock from one inventory to another. */
export interface TransfersTable extends RowTimes {
  trf_id: string;
  transfer_date: CalendarDate;
  source_inventory_id: string;
  destination_inventory_id: string;
}

/** The lines of a transfer: a product and batch, and its quantity. */
export interface TransferProductsTable extends RowTimes {
  transfer_id: string;
  product_id: string;
  /** The batch moved. */
  mr_id: string;
  quantity: number;
}

/** Sales (bills) to a customer from an inventory, with their order status. */
export interface SalesTable extends RowTimes {
  bill_id: string;
  sale_date: CalendarDate;
  customer_id: string;
  inventory_id: string;
  shipping_address: string;
  status: OrderStatus;
  adjustment: Money;
  total_price: Money;
}

/** The lines of a sale: a product, its quantity, unit price and discount. */
export interface SaleProductsTable extends RowTimes {
  sale_id: string;
  product_id: string;
  quantity: number;
  unit_price: Money;
  discount: Money;
}

/** Kept by a trigger on sales: the sales list's total and facets without counting a million rows. */
export interface SaleCountsTable {
  sale_date: CalendarDate;
  inventory_id: string;
  status: OrderStatus;
  sales: number;
  /** The sum of those sales' totals (migration 0012). */
  revenue: Generated<string>;
  /** The session's shard (migration 0016): a day's figures are the sums over its shards. */
  shard: Generated<number>;
}

/** The same counts without the day (migration 0006): what a list without a date range sums. */
export interface SaleTotalsTable {
  inventory_id: string;
  status: OrderStatus;
  sales: number;
  /** As in sale_counts (migration 0016): the figures are the sums over the shards. */
  shard: Generated<number>;
}

/** Shipments: a vehicle and its captain carrying sales (orders) on a date. */
export interface ShipmentsTable extends RowTimes {
  shipment_id: string;
  shipment_date: CalendarDate;
  status: ShipmentStatus;
  vehicle_id: string;
  captain_id: string;
}

/** A sale travelling in a shipment: an order of it (the API writes them as `orders[]`). */
export interface ShipmentOrdersTable extends RowTimes {
  shipment_id: string;
  sale_id: string;
}

/** What is left of one batch (MR ID) of a product in an inventory; never below 0 (a check holds it). */
export interface StockTable extends RowTimes {
  inventory_id: string;
  product_id: string;
  mr_id: string;
  /** The purchase date of the batch: sales take the oldest batches first. */
  batch_date: CalendarDate;
  quantity: number;
}

/** Purchases and their total per day; kept by a trigger on purchases (migration 0012). */
export interface PurchaseCountsTable {
  purchase_date: CalendarDate;
  purchases: number;
  total: string;
}

/** Units on hand per inventory and product, all batches together; kept by a trigger on stock (migration 0012). */
export interface StockLevelsTable {
  inventory_id: string;
  product_id: string;
  quantity: number;
}

export type StockCause = 'purchase' | 'transfer-out' | 'transfer-in' | 'sale' | 'sale-return';

/** The stock ledger: one row per change of one stock row. */
export interface StockMovementsTable extends RowTimes {
  /** Null once the batch was retired (its product or inventory deleted): then the three names below tell it. */
  stock_id: string | null;
  product: ColumnType<string | null, string | null | undefined, string | null>;
  inventory: ColumnType<string | null, string | null | undefined, string | null>;
  mr_id: ColumnType<string | null, string | null | undefined, string | null>;
  delta: number;
  cause: StockCause;
  /** The purchase, transfer or sale line that caused it. */
  cause_id: string;
  /** Its document's business key (MR ID, TRF ID, BILL ID). */
  document: string;
  user_id: string | null;
}

/** The history of sale and shipment statuses: who changed which from what to what. */
export interface StatusChangesTable extends RowTimes {
  entity: 'sale' | 'shipment';
  entity_id: string;
  /** BILL ID or shipment ID. */
  document: string;
  /** Null for the status a row was created with. */
  from_status: string | null;
  to_status: string;
  user_id: string | null;
}

/** Which one-off data sets (the demo seed) have been applied. */
export interface SeedHistoryTable {
  name: string;
  applied_at: Timestamp;
}

/** An uploaded image: its bytes and what is known of them (migration 0008). */
export interface ImagesTable {
  /** '<folder>/<24 hex digits>'; served at /api/uploads/<public_id>.<format>. */
  public_id: string;
  format: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
  size: number;
  bytes: Buffer;
  /** Null for images imported from DATA_DIR/uploads, or once the uploader's account is deleted. */
  uploaded_by: string | null;
  created_at: Timestamp;
  /** The last time a record was set to this image; the orphan sweep keeps it for a grace period after. */
  referenced_at: NullableTimestamp;
}

/** Failed logins per key ('account:<sha256 of the e-mail>' or 'address:<ip>'), and until when it is blocked. */
export interface LoginThrottlesTable {
  key: string;
  failures: Generated<number>;
  window_started_at: Timestamp;
  last_failure_at: NullableTimestamp;
  blocked_until: NullableTimestamp;
}

/** A fixed-window counter of requests per key (uploads per user, registrations per client…). */
export interface RateCountersTable {
  key: string;
  hits: number;
  window_ends_at: GivenTimestamp;
}

/** Secrets all instances share (migration 0009): the generated JWT secret on PostgreSQL. */
export interface SharedSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** `warehouse-zones` → `warehouse_zones`: a table is named as its resource, underscores for hyphens. */
type TableNameOf<R extends string> = R extends `${infer Head}-${infer Tail}`
  ? `${Head}_${TableNameOf<Tail>}`
  : R;

type MasterDataFields<R extends MasterDataTableResource> = Omit<MasterDataTableRow<R>, keyof RowTimes>;

/**
 * A master-data table's columns, from its contract's row schema: a column for each field of the row (null where
 * the row may lack the value), `name_key` where its rows are keyed by name, and the columns of every business row.
 */
type MasterDataColumns<R extends MasterDataTableResource> = RowTimes & {
  [F in keyof MasterDataFields<R>]-?: undefined extends MasterDataFields<R>[F]
    ? Exclude<MasterDataFields<R>[F], undefined> | null
    : MasterDataFields<R>[F];
} & ((typeof resourceDeclarations)[R]['list']['keyField'] extends 'name' ? { name_key: string } : unknown);

/**
 * The tables of the master-data resources (`masterDataTables` of the contracts): each is described by its table
 * contract, so its columns are derived here rather than written again.
 */
type MasterDataTablesOfDb = { [R in MasterDataTableResource as TableNameOf<R>]: MasterDataColumns<R> };

export interface DB extends MasterDataTablesOfDb {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  seed_history: SeedHistoryTable;
  shared_secrets: SharedSecretsTable;
  inventories: InventoriesTable;
  products: ProductsTable;
  inventory_employments: InventoryEmploymentsTable;
  purchases: PurchasesTable;
  purchase_products: PurchaseProductsTable;
  transfers: TransfersTable;
  transfer_products: TransferProductsTable;
  sales: SalesTable;
  sale_products: SaleProductsTable;
  sale_counts: SaleCountsTable;
  sale_totals: SaleTotalsTable;
  shipments: ShipmentsTable;
  shipment_orders: ShipmentOrdersTable;
  stock: StockTable;
  stock_levels: StockLevelsTable;
  purchase_counts: PurchaseCountsTable;
  stock_movements: StockMovementsTable;
  status_changes: StatusChangesTable;
  images: ImagesTable;
  login_throttles: LoginThrottlesTable;
  rate_counters: RateCountersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

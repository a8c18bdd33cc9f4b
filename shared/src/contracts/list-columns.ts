import type { Category } from './categories.js';
import type { Customer } from './customers.js';
import { formatDate } from './format.js';
import type { Inventory } from './inventories.js';
import type { InventoryEmployment } from './inventory-employments.js';
import { formatUsd, type Amount } from './money.js';
import { LOW_STOCK_THRESHOLD_LABEL, type Product } from './products.js';
import type { Purchase } from './purchases.js';
import type { SaleListRow } from './sales.js';
import type { Shipment } from './shipments.js';
import { statusLabel } from './statuses.js';
import type { Transfer } from './transfers.js';
import type { User } from './users.js';
import { vehicleLabel, type Vehicle } from './vehicles.js';
import type { Vendor } from './vendors.js';

/**
 * The columns of every list: their key, header and cell text. The tables draw them
 * (shared/features/<resource>/columns.tsx adds what is only drawn, such as a status tag) and the server's export
 * writes the same texts, so a downloaded file reads as the screen does.
 */
export interface ListColumn<T> {
  /** The column's key: the sort parameter the server takes and the key to hide it by. */
  field: string;
  header: string;
  /** The cell's text; by default the row's property named `field`. */
  value?: (row: T) => string | number | null | undefined;
  sortable?: boolean;
  /** May be hidden from the header menu and the View menu (default true). */
  hideable?: boolean;
  /**
   * Hidden until the user shows it from the View menu: a detail the list does not need every day, there for an
   * export that an import reads back.
   */
  initiallyHidden?: boolean;
  /**
   * What the cell holds when it is not text: an amount, a date or a count. A file written for a spreadsheet
   * holds it as such (a number it can sum, a date it sorts by day) rather than as the screen's text.
   */
  kind?: CellKind;
  /** The cell's plain value when `kind` is set (an amount '1572.1', an ISO date, a count); by default the row's property named `field`. */
  plain?: (row: T) => string | number | null | undefined;
  /**
   * Where the column goes on the list's card on a phone, where the card's default would not do (list-card.ts:
   * by default the key is the title, the next column the subtitle, 'status' the tag, the first date and the last
   * amount in the corners).
   */
  card?: CardPart;
}

/** A part of a row's card on a phone; a column in 'none' stays off the card. */
export type CardPart = 'title' | 'subtitle' | 'status' | 'date' | 'amount' | 'none';

export type CellKind = 'money' | 'date' | 'number';

/** A cell's plain value (for a column with a kind): an amount or count as a number, a date as 'YYYY-MM-DD'. */
export function columnPlain<T>(column: ListColumn<T>, row: T): string | number | null {
  const value = column.plain ? column.plain(row) : (row as Record<string, unknown>)[column.field];
  if (value == null || value === '') return null;
  return value as string | number;
}

/** A cell's text, as the table shows it and the export writes it. */
export function columnText<T>(column: ListColumn<T>, row: T): string {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.field];
  return value == null ? '' : String(value as string | number);
}

const orEmpty = (value: string | null | undefined) => value ?? '';

/** A sortable amount column: "$1,572.10" on screen, a number in the money format in a spreadsheet. */
function moneyColumn<T>(field: keyof T & string, header: string): ListColumn<T> {
  return { field, header, sortable: true, kind: 'money', value: (row) => formatUsd(row[field] as Amount) };
}

/** A sortable date column: "2026-Oct-20" on screen, a date in a spreadsheet. */
function dateColumn<T>(field: keyof T & string, header: string): ListColumn<T> {
  return {
    field,
    header,
    sortable: true,
    kind: 'date',
    value: (row) => formatDate(row[field] as string | null),
  };
}

export const categoryListColumns: readonly ListColumn<Category>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'description', header: 'Description', sortable: true, value: (row) => orEmpty(row.description) },
];

export const customerListColumns: readonly ListColumn<Customer>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'email', header: 'Email', sortable: true, value: (row) => orEmpty(row.email) },
  { field: 'phone', header: 'Phone', sortable: true, value: (row) => orEmpty(row.phone) },
  { field: 'address', header: 'Address', sortable: true, value: (row) => orEmpty(row.address) },
];

export const inventoryListColumns: readonly ListColumn<Inventory>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'email', header: 'Email', sortable: true, value: (row) => orEmpty(row.email) },
  { field: 'phone', header: 'Phone', sortable: true, value: (row) => orEmpty(row.phone) },
  { field: 'address', header: 'Address', sortable: true },
  { field: 'description', header: 'Description', value: (row) => orEmpty(row.description) },
];

export const inventoryEmploymentListColumns: readonly ListColumn<InventoryEmployment>[] = [
  {
    field: 'employee',
    header: 'Employee',
    sortable: true,
    hideable: false,
    value: (row) => row.employee.name,
  },
  { field: 'inventory', header: 'Inventory', sortable: true },
  dateColumn('hire_date', 'Hire Date'),
  dateColumn('termination_date', 'Termination Date'),
  dateColumn('resign_date', 'Resign Date'),
  dateColumn('transfer_date', 'Transfer Date'),
];

export const productListColumns: readonly ListColumn<Product>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'category', header: 'Category', sortable: true },
  moneyColumn('price', 'Price'),
  { field: 'sku', header: 'SKU', sortable: true },
  // The rest of a product, so that its export (with them shown) imports back whole.
  {
    field: 'description',
    header: 'Description',
    initiallyHidden: true,
    value: (row) => orEmpty(row.description),
  },
  {
    field: 'low_stock_threshold',
    header: LOW_STOCK_THRESHOLD_LABEL,
    initiallyHidden: true,
    kind: 'number',
  },
];

export const purchaseListColumns: readonly ListColumn<Purchase>[] = [
  { field: 'mr_id', header: 'MR ID', sortable: true, hideable: false },
  { field: 'vendor', header: 'Vendor', sortable: true },
  { field: 'inventory', header: 'Inventory', sortable: true },
  moneyColumn('adjustment', 'Adjustment'),
  moneyColumn('total_price', 'Total Price'),
  dateColumn('purchase_date', 'Purchase Date'),
];

// Over the sale without its lines: an export reads no lines, so no column may show them.
export const saleListColumns: readonly ListColumn<SaleListRow>[] = [
  { field: 'bill_id', header: 'BILL ID', sortable: true, hideable: false },
  { field: 'inventory', header: 'Inventory', sortable: true },
  {
    field: 'customer',
    header: 'Customer Name',
    sortable: true,
    card: 'subtitle',
    value: (row) => row.customer.name,
  },
  { field: 'shipping_address', header: 'Shipping Address', sortable: true },
  moneyColumn('adjustment', 'Adjustment'),
  moneyColumn('total_price', 'Total Price'),
  { field: 'status', header: 'Status', sortable: true, value: (row) => statusLabel(row.status) },
  dateColumn('sale_date', 'Sale Date'),
];

export const shipmentListColumns: readonly ListColumn<Shipment>[] = [
  { field: 'shipment_id', header: 'Shipment ID', sortable: true, hideable: false },
  {
    field: 'captain',
    header: 'Captain Name',
    sortable: true,
    card: 'subtitle',
    value: (row) => row.captain.name,
  },
  {
    field: 'vehicle',
    header: 'Vehicle',
    sortable: true,
    card: 'subtitle',
    value: (row) => vehicleLabel(row.vehicle),
  },
  { field: 'status', header: 'Status', sortable: true, value: (row) => statusLabel(row.status) },
  dateColumn('shipment_date', 'Shipment Date'),
];

export const transferListColumns: readonly ListColumn<Transfer>[] = [
  { field: 'trf_id', header: 'TRF ID', sortable: true, hideable: false },
  { field: 'source_inventory', header: 'Source Inventory', sortable: true, card: 'subtitle' },
  { field: 'destination_inventory', header: 'Destination Inventory', sortable: true, card: 'subtitle' },
  dateColumn('transfer_date', 'Transfer Date'),
];

/**
 * An employee as a list shows them: a reader who may not see someone's personal fields gets the person without
 * them (the server's `asSeenBy`), and their cells stay empty.
 */
export type EmployeeListRow = Pick<User, 'name' | 'email' | 'role'> &
  Partial<Pick<User, 'phone' | 'address'>>;

const nameColumn: ListColumn<EmployeeListRow> = {
  field: 'name',
  header: 'Name',
  sortable: true,
  hideable: false,
};
const emailColumn: ListColumn<EmployeeListRow> = { field: 'email', header: 'Email', sortable: true };
const phoneColumn: ListColumn<EmployeeListRow> = {
  field: 'phone',
  header: 'Phone',
  sortable: true,
  value: (row) => orEmpty(row.phone),
};
const addressColumn: ListColumn<EmployeeListRow> = {
  field: 'address',
  header: 'Address',
  sortable: true,
  value: (row) => orEmpty(row.address),
};

/** Employees (with their role), and captains: the fleet-manager's list of captains needs no role column. */
export const employeeListColumns: readonly ListColumn<EmployeeListRow>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  { field: 'role', header: 'Role', sortable: true, card: 'status', value: (row) => row.role ?? 'N/A' },
  addressColumn,
];
export const captainListColumns: readonly ListColumn<EmployeeListRow>[] = [
  nameColumn,
  emailColumn,
  phoneColumn,
  addressColumn,
];

export const vehicleListColumns: readonly ListColumn<Vehicle>[] = [
  { field: 'make', header: 'Vehicle', sortable: true, hideable: false, value: vehicleLabel },
  { field: 'vin', header: 'VIN', sortable: true },
  { field: 'type', header: 'Type', sortable: true, value: (row) => statusLabel(row.type) },
  { field: 'plate_number', header: 'Plate Number', sortable: true, card: 'subtitle' },
  {
    field: 'cargo_capacity',
    header: 'Capacity',
    sortable: true,
    kind: 'number',
    value: (row) => `${row.cargo_capacity} kg`,
  },
  {
    field: 'mileage',
    header: 'Mileage',
    sortable: true,
    kind: 'number',
    value: (row) => (row.mileage == null ? 'N/A' : `${row.mileage} km/h`),
  },
  // The rest of a vehicle, so that its export (with them shown) imports back whole.
  { field: 'color', header: 'Color', sortable: true, initiallyHidden: true },
  {
    field: 'engine_no',
    header: 'Engine Number',
    sortable: true,
    initiallyHidden: true,
    value: (row) => orEmpty(row.engine_no),
  },
  {
    field: 'chassis_no',
    header: 'Chassis Number',
    sortable: true,
    initiallyHidden: true,
    value: (row) => orEmpty(row.chassis_no),
  },
];

export const vendorListColumns: readonly ListColumn<Vendor>[] = [
  { field: 'name', header: 'Name', sortable: true, hideable: false },
  { field: 'email', header: 'Email', sortable: true, value: (row) => orEmpty(row.email) },
  { field: 'phone', header: 'Phone', sortable: true, value: (row) => orEmpty(row.phone) },
  { field: 'address', header: 'Address', sortable: true, value: (row) => orEmpty(row.address) },
  { field: 'description', header: 'Description', value: (row) => orEmpty(row.description) },
];

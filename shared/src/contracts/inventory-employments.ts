import * as z from '@logistics/shared/contracts/zod';
import { readDate, rowMeta } from './rows.js';
import { personRefSchema } from './users.js';
import {
  dateField,
  definedOnly,
  optionalDateField,
  referenceField,
  uuidField,
  versionField,
} from './validation.js';
import type { ResourceDeclaration } from './resources.js';
import { type ListColumn, dateColumn } from './list-columns.js';

/** Supervisor assignments: an employee placed in charge of an inventory. */

export const INVALID_EMPLOYEE_ID = 'Invalid employee ID';

export const inventoryEmploymentCreateSchema = z.object({
  hire_date: dateField('Hire date is required'),
  employee_id: uuidField(INVALID_EMPLOYEE_ID),
  inventory: referenceField('Inventory'),
});

/** The dates that end an employment; setting any of them makes `employee_status` false. */
export const employmentEndDates = ['termination_date', 'resign_date', 'transfer_date'] as const;
export type EmploymentEndDate = (typeof employmentEndDates)[number];

/** An assignment's dates as its form labels them: the hire date, then the three that end it. */
export const employmentDateLabels = {
  hire_date: 'Hire date',
  termination_date: 'Termination date',
  resign_date: 'Resign date',
  transfer_date: 'Transfer date',
} as const satisfies Record<'hire_date' | EmploymentEndDate, string>;
export const endBeforeHire = (field: EmploymentEndDate) =>
  `${employmentDateLabels[field]} must not be before the hire date`;

/**
 * The further edit: optional termination, resign, transfer and hire dates. Blank dates
 * are dropped, so only the non-empty ones reach the server. An end date before the hire date in the same
 * payload is refused; the server checks it against the stored hire date too.
 */
export const inventoryEmploymentUpdateSchema = z
  .object({
    hire_date: optionalDateField(),
    termination_date: optionalDateField(),
    resign_date: optionalDateField(),
    transfer_date: optionalDateField(),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    for (const field of employmentEndDates) {
      const end = value[field];
      if (value.hire_date && end && end < value.hire_date) {
        ctx.addIssue({ code: 'custom', message: endBeforeHire(field), path: [field] });
      }
    }
  })
  .transform(({ version, ...dates }) => ({ ...definedOnly(dates), version }));

export type InventoryEmploymentInput = z.input<typeof inventoryEmploymentCreateSchema>;
export type InventoryEmploymentCreate = z.output<typeof inventoryEmploymentCreateSchema>;
export type InventoryEmploymentUpdateInput = z.input<typeof inventoryEmploymentUpdateSchema>;
export type InventoryEmploymentUpdate = z.output<typeof inventoryEmploymentUpdateSchema>;

/** Whether an edit ends the employment. */
export function endsEmployment(update: InventoryEmploymentUpdate): boolean {
  return employmentEndDates.some((field) => update[field] !== undefined);
}

/** An inventory employment as read; active while `employee_status` is true. */
export const inventoryEmploymentSchema = z.object({
  ...rowMeta,
  hire_date: readDate,
  employee_id: z.string(),
  employee: personRefSchema,
  inventory: z.string(),
  employee_status: z.boolean(),
  termination_date: readDate.nullable(),
  resign_date: readDate.nullable(),
  transfer_date: readDate.nullable(),
});
export type InventoryEmployment = z.output<typeof inventoryEmploymentSchema>;

/** This resource's declaration: labels, list, rights, page and live updates (resources.ts gathers them all). */
export const inventoryEmploymentDeclaration = {
  labels: {
    singular: 'inventory assignment',
    plural: 'inventory assignments',
    title: 'Supervisors',
  },
  icon: 'solution',
  list: {
    listKey: 'assignments',
    singleKey: 'assignment',
    keyField: 'id',
    searchField: 'employee',
    filters: ['inventory'],
    sortable: ['hire_date', 'employee', 'inventory', 'termination_date', 'resign_date', 'transfer_date'],
  },
  rights: {
    // The inventory-in-charge lists only their own assignments (rowScopes.ownInventoryEmploymentsOnly), to be
    // sent to the inventory detail of their active one.
    list: ['admin', 'inventory-manager', 'inventory-in-charge'],
    view: ['admin', 'inventory-manager', 'inventory-in-charge'],
    create: ['admin', 'inventory-manager'],
    edit: ['admin', 'inventory-manager'],
    delete: ['admin'],
  },
  path: 'inventories/supervisors',
  menus: ['admin', 'inventory-manager'],
  goneWay: 'deleted',
  // An assignment decides the inventory an inventory-in-charge works in, and so which sales, transfers and
  // shipments they read and whose low stock they see: a change reads those again, not only the assignments.
  liveQueryPrefixes: ['inventory-employments', 'inventories', 'sales', 'transfers', 'shipments', 'dashboard'],
} as const satisfies ResourceDeclaration;

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

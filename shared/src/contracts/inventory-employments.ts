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

const endDateLabels: Record<EmploymentEndDate, string> = {
  termination_date: 'Termination date',
  resign_date: 'Resign date',
  transfer_date: 'Transfer date',
};
export const endBeforeHire = (field: EmploymentEndDate) =>
  `${endDateLabels[field]} must not be before the hire date`;

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

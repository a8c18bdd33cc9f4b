import type * as z from '@logistics/shared/contracts/zod';
import type { ListColumn } from './list-columns.js';

/**
 * A value no two rows may share, and how the database compares two: by a name's path key (stored in `name_key`:
 * 'Acme Supplies' and 'acme-supplies' are one), by the upper case of a code (a VIN), or by the lower case of an
 * e-mail. Its unique constraint or index is named `<table>_<column>_unique`, the column being `name_key` for a
 * path key.
 */
export interface UniqueField {
  /** The create field that holds the value; a refusal names it, so a form marks that field. */
  field: string;
  /** The field in words, as a refusal names it ('plate number'). */
  label: string;
  compare: 'path-key' | 'upper' | 'lower';
}

/**
 * The contract of a master-data resource whose rows are one table of its own (named as the resource, with a column for each field
 * of its row), which the server serves from this alone: its list, one row, create, update, delete, export, bulk
 * delete and, where imports.ts lists it, import. The row's key, search, filter and sorting are its declaration's
 * list definition (its resource's declaration in resources.ts, where `masterDataTables` lists the resources
 * served this way); a column read as text sorts by its lower case, a key other than an id or a name (a VIN) and an
 * upper-case unique field by their upper case.
 */
export interface MasterDataTable {
  /** What its table holds, in a sentence: the data model's description of it (docs/data-model.md). */
  description: string;
  rowSchema: z.ZodObject & z.ZodType<{ id: string; version: number }>;
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  /** The list's columns, which its export writes. */
  columns: readonly ListColumn<never>[];
  uniqueFields: readonly UniqueField[];
}

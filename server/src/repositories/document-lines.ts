import { sql, type Kysely, type Selectable } from 'kysely';
import type { LineAmountsUpdate, LineItem } from '@logistics/shared/contracts/line-items';
import type { DB } from '../db/schema.js';
import { AppError, isAppError } from '../errors.js';
import { lineCause, type CauseKind, type createStockLedger } from '../stock/ledger.js';
import type { Outcome } from './outcome.js';
import {
  createReferenceLookups,
  inList,
  isUuid,
  missingReference,
  recomputeTotal,
  differsFromStored,
  versionBump,
  type Actor,
  type NamedRow,
} from './document-shared.js';

/**
 * What the transaction writes share: the row locks (by business key, or of a line), new and saved lines, stock
 * undone line by line.
 */

/** Each document with lines: its lines' table, their link to it, and its business key. */
const documentLines = {
  purchases: { lines: 'purchase_products', link: 'purchase_id', key: 'mr_id' },
  sales: { lines: 'sale_products', link: 'sale_id', key: 'bill_id' },
  transfers: { lines: 'transfer_products', link: 'transfer_id', key: 'trf_id' },
} as const;

type LineDocuments = keyof typeof documentLines;

/** The business key of each document locked by it alone. */
const documentKeys = { purchases: 'mr_id', shipments: 'shipment_id' } as const;

/** Locks a document's row by its business key (`select * … for update`) and reads it. */
export async function lockDocument<T extends keyof typeof documentKeys>(
  db: Kysely<DB>,
  table: T,
  key: string,
): Promise<Selectable<DB[T]> | undefined> {
  const result = await sql<Selectable<DB[T]>>`select * from ${sql.table(table)}
    where ${sql.ref(documentKeys[table])} = ${key} for update`.execute(db);
  return result.rows[0];
}

/** A saved line as its removal needs it: its id, its document's id and business key. */
export interface SavedLine {
  id: string;
  document_id: string;
  document: string;
}

/** Locks a line (not its document) and reads it with its document's id and key. */
export async function lockLine(
  db: Kysely<DB>,
  documents: 'purchases' | 'transfers',
  lineId: string,
): Promise<SavedLine | undefined> {
  const { lines, link, key } = documentLines[documents];
  const result = await sql<SavedLine>`select l.id, d.id as document_id, ${sql.ref(`d.${key}`)} as document
    from ${sql.table(lines)} as l inner join ${sql.table(documents)} as d on d.id = ${sql.ref(`l.${link}`)}
    where l.id = ${lineId} for update of l`.execute(db);
  return result.rows[0];
}

/**
 * Runs what one line of the body asks (its units moved, its change allowed) and names `field`, the body's path of
 * the line's quantity, in its refusal: the form marks that line, not the whole document.
 */
export async function refusedOn(field: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isAppError(error) && error.field === undefined) {
      throw new AppError(error.statusCode, error.message, field);
    }
    throw error;
  }
}

/** After a line changed: the document's total again (where the server keeps one), and its version raised. */
async function lineChanged(db: Kysely<DB>, documents: LineDocuments, documentId: string): Promise<void> {
  if (documents !== 'transfers') await recomputeTotal(db, documents, documentId);
  await db.updateTable(documents).set(versionBump).where('id', '=', documentId).execute();
}

/** Stores a saved line's new quantity (a transfer's) or amounts (a purchase's or sale's). */
export async function saveLine(
  db: Kysely<DB>,
  documents: 'transfers',
  lineId: string,
  documentId: string,
  change: { quantity: number },
): Promise<void>;
export async function saveLine(
  db: Kysely<DB>,
  documents: 'purchases' | 'sales',
  lineId: string,
  documentId: string,
  change: LineAmountsUpdate,
): Promise<void>;
export async function saveLine(
  db: Kysely<DB>,
  documents: LineDocuments,
  lineId: string,
  documentId: string,
  change: { quantity: number } | LineAmountsUpdate,
): Promise<void> {
  if (await storeLine(db, documents, lineId, change)) await lineChanged(db, documents, documentId);
}

/**
 * Writes a saved line's new values only, when one of them differs from what is stored (a line saved as it is keeps
 * its version); whether it did. Its document's total and version are the caller's (a head update changing several
 * lines raises them once).
 */
export async function storeLine(
  db: Kysely<DB>,
  documents: LineDocuments,
  lineId: string,
  change: { quantity: number } | LineAmountsUpdate,
): Promise<boolean> {
  const values =
    documents === 'transfers' || !('unit_price' in change)
      ? { quantity: change.quantity }
      : { quantity: change.quantity, unit_price: change.unit_price, discount: String(change.discount) };
  const result = await db
    .updateTable(documentLines[documents].lines)
    .set({ ...values, ...versionBump })
    .where('id', '=', lineId)
    .where(differsFromStored(values))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A head update's saved lines (`lockChangedLines`), each after `move` (what moves its units, its refusal naming
 * the line) and then stored; the document's version raised once more when a line changed while its head update
 * kept the version (`headRaised` false: nothing of the head changed).
 */
export async function storeChangedLines<Change extends { quantity: number } | LineAmountsUpdate>(
  db: Kysely<DB>,
  documents: LineDocuments,
  document: { id: string; headRaised: boolean },
  lines: ReadonlyArray<{ line: ChangingLine; change: Change; quantityField: string }>,
  move: (line: ChangingLine, change: Change) => Promise<void>,
): Promise<void> {
  let changed = false;
  for (const { line, change, quantityField } of lines) {
    await refusedOn(quantityField, () => move(line, change));
    if (await storeLine(db, documents, line.id, change)) changed = true;
  }
  if (changed && !document.headRaised) {
    await db.updateTable(documents).set(versionBump).where('id', '=', document.id).execute();
  }
}

/** A saved line changed by its document's head update, as stored before the change. */
export interface ChangingLine extends StoredLine {
  /** A transfer line's batch; empty for the others (their batch is the purchase's, or none). */
  mr_id: string;
}

/**
 * An update's checks on its locked document before anything is written: read at another version, it is stale;
 * then the saved lines it changes (`changed_products`), locked, each paired with its change and the body's path of
 * its quantity (what a refusal of its stock names), in product order (the order stock is locked in). A line whose
 * version is not the document's is stale, as its own update would be; an id that names no line of this document
 * is refused (400).
 */
export async function lockChangedLines<Change extends { id: string; version: number }>(
  db: Kysely<DB>,
  documents: LineDocuments,
  document: { id: string; version: number },
  update: { version: number; changed_products?: readonly Change[] | undefined },
  lineThing: string,
): Promise<Outcome<{ lines: Array<{ line: ChangingLine; change: Change; quantityField: string }> }>> {
  if (update.version !== document.version) return { problem: 'stale' };
  const changes = update.changed_products ?? [];
  if (changes.length === 0) return { lines: [] };
  if (changes.some((change) => change.version !== document.version)) return { problem: 'stale' };
  const unknown = changes.find((change) => !isUuid(change.id));
  if (unknown) throw missingReference(lineThing, unknown.id);
  const { lines, link } = documentLines[documents];
  const batch = documents === 'transfers' ? sql`l.mr_id` : sql`''`;
  const ids = changes.map((change) => change.id);
  const result = await sql<ChangingLine>`select l.id, l.product_id, l.quantity, ${batch} as mr_id
    from ${sql.table(lines)} as l where ${sql.ref(`l.${link}`)} = ${document.id} and ${inList('l.id', ids)}
    order by l.product_id, l.id for update of l`.execute(db);
  const stored = new Map(result.rows.map((line) => [line.id, line]));
  const missing = changes.find((change) => !stored.has(change.id));
  if (missing) throw missingReference(lineThing, missing.id);
  return {
    lines: result.rows.map((line) => {
      const at = changes.findIndex((change) => change.id === line.id);
      return { line, change: changes[at] as Change, quantityField: `changed_products.${at}.quantity` };
    }),
  };
}

/** Deletes a saved line (its stock already undone). */
export async function deleteLine(
  db: Kysely<DB>,
  documents: LineDocuments,
  lineId: string,
  documentId: string,
): Promise<void> {
  await db.deleteFrom(documentLines[documents].lines).where('id', '=', lineId).execute();
  await lineChanged(db, documents, documentId);
}

/** A line as stored, for the ledger. */
export interface StoredLine {
  id: string;
  product_id: string;
  quantity: number;
}

/** A document's lines in product order, the order every write locks stock in (so none deadlock). */
export async function storedLines(
  db: Kysely<DB>,
  documents: LineDocuments,
  documentId: string,
): Promise<StoredLine[]> {
  const { lines, link } = documentLines[documents];
  return db
    .selectFrom(lines)
    .select(['id', 'product_id', 'quantity'])
    .where(sql.ref(link), '=', documentId)
    .orderBy('product_id')
    .execute();
}

/** Undoes the stock movements of each line, in the order given. */
export async function reverseLines(
  ledger: ReturnType<typeof createStockLedger>,
  kind: CauseKind,
  lines: ReadonlyArray<{ id: string }>,
  document: string,
  actor: Actor,
): Promise<void> {
  for (const line of lines) await ledger.reverse(kind, lineCause(line.id, document, actor));
}

/** Lines sorted by product id: stock is locked in product order by every write, so two writes never deadlock. */
export function inProductOrder<Line extends { product_id: string }>(lines: readonly Line[]): Line[] {
  return [...lines].sort((a, b) => (a.product_id < b.product_id ? -1 : a.product_id > b.product_id ? 1 : 0));
}

/** Deletes a purchase or a transfer after undoing its lines' stock (409 when some of it was used since). */
export async function deleteWithStock(
  db: Kysely<DB>,
  ledger: ReturnType<typeof createStockLedger>,
  documents: 'purchases' | 'transfers',
  document: { id: string; key: string },
  actor: Actor,
): Promise<void> {
  const lines = await storedLines(db, documents, document.id);
  await reverseLines(ledger, documents === 'purchases' ? 'purchase' : 'transfer', lines, document.key, actor);
  await db.deleteFrom(documents).where('id', '=', document.id).execute();
}

/**
 * New lines inserted one after another in the order given, each with its product looked up by name (400 when
 * unknown, before any is written) unless the caller has them; `insert` writes one line and returns it as stored.
 */
export async function insertLines<Line extends { product: string }, Stored>(
  db: Kysely<DB>,
  lines: readonly Line[],
  insert: (line: Line, productId: string, index: number) => Promise<Stored>,
  known?: ReadonlyMap<string, NamedRow>,
): Promise<Stored[]> {
  const products = known ?? (await createReferenceLookups(db).products(lines.map((line) => line.product)));
  const stored: Stored[] = [];
  for (const [index, line] of lines.entries()) {
    stored.push(await insert(line, (products.get(line.product) as NamedRow).id, index));
  }
  return stored;
}

/** A purchase's or a sale's new line's columns (but its link to the document), as its insert stores them. */
export function pricedLine(productId: string, line: LineItem) {
  const { quantity, unit_price } = line;
  return { product_id: productId, quantity, unit_price, discount: String(line.discount) };
}

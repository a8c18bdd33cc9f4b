import type { FastifyRequest } from 'fastify';
import type { ListQuery } from '@logistics/shared/contracts/lists';
import { readAfter, type Keyset } from '../repositories/list-query.js';

/** Some rows of a list, and on a keyset read where the next page starts (null after the last). */
export interface RowsPage<Row> {
  items: readonly Row[];
  next?: Keyset | null | undefined;
}

/** One page of the list as the caller sees it: the list route's own read, with its filters, sort and scopes. */
export type ReadPage<Row> = (request: FastifyRequest, query: ListQuery) => Promise<RowsPage<Row>>;

/** The first keyset page of a list's query: `pageSize` rows in the list's order. */
export function firstPage<Row>(
  request: FastifyRequest,
  readPage: ReadPage<Row>,
  query: ListQuery,
  pageSize: number,
): Promise<RowsPage<Row>> {
  return readPage(request, readAfter({ ...query, page: 1, pageSize }, null));
}

/**
 * Every row of a list's query, in the list's order, read by keyset a page at a time from `first` on (an export,
 * a bulk action on all matching): the rows the list's own pages show, each once, and each page costs only its
 * own rows. Stops reading when the caller stops pulling.
 */
export async function* listRows<Row>(
  request: FastifyRequest,
  readPage: ReadPage<Row>,
  query: ListQuery,
  pageSize: number,
  first?: RowsPage<Row>,
): AsyncGenerator<Row> {
  let page = first ?? (await firstPage(request, readPage, query, pageSize));
  for (;;) {
    yield* page.items;
    if (!page.next) return;
    page = await readPage(request, readAfter({ ...query, page: 1, pageSize }, page.next));
  }
}

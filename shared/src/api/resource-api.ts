import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions } from '@logistics/shared/contracts/lists';
import { resourceMessages } from '@logistics/shared/contracts/messages';
import { nameToPath } from '@logistics/shared/contracts/paths';
import type { Resource } from '@logistics/shared/contracts/permissions';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http } from '@logistics/shared/api/http';
import {
  listQuery,
  listResponseSchema,
  removeFromCachedLists,
  type ListParams,
} from '@logistics/shared/api/list-params';

type MasterDataResource = Resource & keyof typeof listDefinitions;

interface MasterDataApiOptions<
  R extends MasterDataResource,
  Row extends z.ZodType,
  Detail extends z.ZodType,
> {
  resource: R;
  rowSchema: Row;
  /** One row read by its key, where it is more than a list row (an inventory with its stock rows). */
  detailSchema?: Detail;
  /**
   * A row's key in its path: a name travels with its spaces as hyphens (`'name'`); an id or a VIN as it is.
   * The same field tells which cached row a delete removed.
   */
  key: 'name' | 'id' | 'vin';
}

/**
 * The HTTP calls and react-query hooks of a master-data resource: its list, one row, create,
 * update and delete, each answer checked against the contract before the UI sees it. Every write invalidates the
 * resource's `all` key, so lists, details and the forms' options refetch; a delete also drops the row from the
 * cached lists at once.
 */
export function masterDataApi<
  R extends MasterDataResource,
  Row extends z.ZodType,
  Create,
  Update,
  Detail extends z.ZodType = Row,
>(options: MasterDataApiOptions<R, Row, Detail>) {
  type T = z.output<Detail>;
  const { resource, rowSchema, key } = options;
  const definition = listDefinitions[resource];
  const messages = resourceMessages(resource);
  const listSchema = listResponseSchema(
    definition.listKey as (typeof listDefinitions)[R]['listKey'],
    rowSchema,
  );
  const answerSchema = updateResponseSchema(definition.singleKey, rowSchema);
  const oneSchema = z.object({ [definition.singleKey]: options.detailSchema ?? rowSchema });
  const path = (rowKey: string) =>
    `/${resource}/${encodeURIComponent(key === 'name' ? nameToPath(rowKey) : rowKey)}`;

  /** Cache keys: every write invalidates `all`. */
  const keys = {
    all: [resource] as const,
    list: (params: ListParams) => [resource, 'list', params] as const,
    detail: (rowKey: string) => [resource, 'detail', rowKey] as const,
  };

  const fetchList = (params: ListParams, signal?: AbortSignal): Promise<z.output<typeof listSchema>> =>
    http.get(`/${resource}`, {
      query: listQuery(params),
      signal,
      defaultMessage: messages.fetchList,
      parse: listSchema,
    });

  const fetchOne = (rowKey: string, signal?: AbortSignal): Promise<T> =>
    http
      .get(path(rowKey), { signal, defaultMessage: messages.fetchOne, parse: oneSchema })
      .then((answer) => (answer as Record<string, T>)[definition.singleKey] as T);

  const create = (input: Create): Promise<z.output<typeof answerSchema>> =>
    http.post(`/${resource}`, input, {
      expect: 201,
      defaultMessage: messages.create,
      parse: answerSchema,
    });

  const update = (rowKey: string, input: Update): Promise<z.output<typeof answerSchema>> =>
    http.put(path(rowKey), input, { expect: 200, defaultMessage: messages.update, parse: answerSchema });

  const remove = (rowKey: string): Promise<MessageResponse> =>
    http.delete(path(rowKey), { expect: 200, defaultMessage: messages.delete, parse: messageResponseSchema });

  return {
    keys,
    fetchList,
    fetchOne,
    useList: (params: ListParams) =>
      useQuery({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => fetchList(params, signal),
        // The table keeps showing the previous page while the next one loads.
        placeholderData: keepPreviousData,
      }),
    /**
     * One row by its key. `initial`, the row a list already holds, is its first value (an edit dialog opens
     * without an extra call; see `useSale`); a resource whose detail is more than its list row has none.
     */
    useOne: (rowKey: string | undefined, initial?: T) =>
      useQuery<T>({
        queryKey: keys.detail(rowKey ?? ''),
        queryFn: ({ signal }) => fetchOne(rowKey ?? '', signal),
        enabled: Boolean(rowKey),
        initialData: rowKey ? initial : undefined,
      }),
    useCreate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: create,
        onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
      });
    },
    /** Called with the row's key (its name, id or VIN) and the changes. */
    useUpdate: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ key: rowKey, input }: { key: string; input: Update }) => update(rowKey, input),
        onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: remove,
        onSuccess: (_answer, rowKey) => {
          removeFromCachedLists<Record<string, unknown>>(
            client,
            [...keys.all, 'list'],
            definition.listKey,
            (row) => row[key] === rowKey,
          );
          return client.invalidateQueries({ queryKey: keys.all });
        },
      });
    },
  };
}

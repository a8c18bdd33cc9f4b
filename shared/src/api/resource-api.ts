import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import * as z from '@logistics/shared/contracts/zod';
import type { MessageResponse } from '@logistics/shared/contracts/auth';
import { listDefinitions, listResponseSchema } from '@logistics/shared/contracts/lists';
import {
  DELETED_DEFAULT,
  lineItemMessages,
  resourceMessages,
  type LineItemKind,
} from '@logistics/shared/contracts/messages';
import { keyInPath } from '@logistics/shared/contracts/paths';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { VersionedChange } from '@logistics/shared/contracts/payloads';
import {
  documentContracts,
  masterDataTables,
  type DocumentResource,
  type DocumentSchema,
  type MasterDataTableResource,
  type MasterDataTableSchema,
} from '@logistics/shared/contracts/resources';
import { messageResponseSchema, updateResponseSchema } from '@logistics/shared/contracts/rows';
import { http, isApiError } from '@logistics/shared/api/http';
import { listQuery, removeFromCachedLists, type ListParams } from '@logistics/shared/api/list-params';
import { resourceKey } from '@logistics/shared/api/query-keys';

type ListedResource = Resource & keyof typeof listDefinitions;

/** The cache keys of a resource: every write invalidates `all`. */
export function resourceKeys<R extends string>(resource: R) {
  const all = resourceKey(resource);
  return {
    all,
    list: (params: ListParams) => [...all, 'list', params] as const,
    detail: (rowKey: string) => [...all, 'detail', rowKey] as const,
    /** A form's picker of the resource's rows, by its search text (and what else narrows it). */
    options: <P extends readonly unknown[]>(...parts: P) => [...all, 'options', ...parts] as const,
  };
}

interface ResourceApiOptions<R extends ListedResource, Row extends z.ZodType, Detail extends z.ZodType> {
  resource: R;
  rowSchema: Row;
  /** One row read by its key, where it is more than a list row (an inventory with its stock rows). */
  detailSchema?: Detail;
  /** Other queries every write makes stale: the stock a document moves, the shipments a sale is shown in. */
  invalidates?: readonly QueryKey[];
}

/**
 * The HTTP calls and react-query hooks of a resource: its list, one row, create, update and delete, each answer
 * checked against the contract before the UI sees it. Every write invalidates the resource's `all` key (and the
 * keys of `invalidates`), so lists, details and the forms' options refetch; a delete also drops the row from the
 * cached lists at once.
 */
export function resourceApi<
  R extends ListedResource,
  Row extends z.ZodType,
  Create,
  Update,
  Detail extends z.ZodType = Row,
>(options: ResourceApiOptions<R, Row, Detail>) {
  type T = z.output<Detail>;
  type UpdateVariables = { key: string; input: Update };
  const { resource, rowSchema } = options;
  const definition = listDefinitions[resource];
  // The row's key (its list definition's keyField) addresses it in the paths (`keyInPath`), and tells which cached
  // row a delete removed.
  const key: string = definition.keyField;
  const messages = resourceMessages(resource);
  const listSchema = listResponseSchema(
    definition.listKey as (typeof listDefinitions)[R]['listKey'],
    rowSchema,
  );
  const answerSchema = updateResponseSchema(
    definition.singleKey as (typeof listDefinitions)[R]['singleKey'],
    rowSchema,
  );
  const oneSchema = z.object({ [definition.singleKey]: options.detailSchema ?? rowSchema });
  const path = (rowKey: string) => `/${resource}/${encodeURIComponent(keyInPath(key, rowKey))}`;
  const keys = resourceKeys(resource);

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

  const remove = async (rowKey: string): Promise<MessageResponse> => {
    try {
      return await http.delete(path(rowKey), {
        expect: 200,
        defaultMessage: messages.delete,
        parse: messageResponseSchema,
      });
    } catch (error) {
      // An answer lost on the way (the connection broke) leaves the delete unknown, and saying it failed may be
      // false: the row is read again, and a row that is gone was deleted, as the person asked.
      if (isApiError(error) && error.status === 0 && (await isGone(rowKey)))
        return { message: DELETED_DEFAULT };
      throw error;
    }
  };
  const isGone = (rowKey: string) =>
    fetchOne(rowKey).then(
      () => false,
      (error: unknown) => isApiError(error) && error.status === 404,
    );

  /** What a write makes stale: the resource's queries and those of `invalidates`. */
  const useInvalidate = () => {
    const client = useQueryClient();
    return () =>
      Promise.all(
        [keys.all, ...(options.invalidates ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
  };

  return {
    resource,
    keys,
    path,
    answerSchema,
    fetchList,
    fetchOne,
    create,
    update,
    remove,
    useInvalidate,
    useList: (params: ListParams) =>
      useQuery({
        queryKey: keys.list(params),
        queryFn: ({ signal }) => fetchList(params, signal),
        // The table keeps showing the previous page while the next one loads.
        placeholderData: keepPreviousData,
      }),
    /**
     * One row by its key. `initial`, the row a list already holds, is its first value (an edit dialog opens
     * without an extra call; the live events read it again when it changes); a resource whose detail is more
     * than its list row has none.
     */
    useOne: (rowKey: string | undefined, initial?: T) =>
      useQuery<T>({
        queryKey: keys.detail(rowKey ?? ''),
        queryFn: ({ signal }) => fetchOne(rowKey ?? '', signal),
        enabled: Boolean(rowKey),
        initialData: rowKey ? initial : undefined,
      }),
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: create, onSuccess: invalidate });
    },
    /** Called with the row's key (its name, id, VIN or business id) and the changes. */
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (variables: UpdateVariables) => update(variables.key, variables.input),
        onSuccess: invalidate,
        // A refused save reads the row again, without holding the refusal back: a version saved elsewhere then
        // shows in the dialog, with Reload, also where no live event said so (the stream cut by a proxy).
        onError: () => void invalidate(),
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: remove,
        onSuccess: (_answer, rowKey) => {
          removeFromCachedLists<Record<string, unknown>>(
            client,
            [...keys.all, 'list'],
            definition.listKey,
            (row) => row[key] === rowKey,
          );
          return invalidate();
        },
      });
    },
  };
}

/** What the saved lines' calls need of their document's API: what a line's change makes stale, and a fresh read. */
interface LineOwner {
  useInvalidate: () => () => Promise<unknown>;
  fetchOne: (rowKey: string) => Promise<{ version: number }>;
}

/** A line update's answer: the server's message, and the document under its kind (`purchase`) with its new version. */
type LineAnswer<Kind extends LineItemKind> = { message: string } & Record<Kind, { version: number }>;

/**
 * The calls and hooks of a document's saved lines, `/{kind}-products/{id}`: update one (answered as `answer`
 * says) and delete one. Each invalidates what its document's writes do: a line moves the document's version,
 * totals and stock.
 */
export function lineApi<Input, Kind extends LineItemKind, Answer extends z.ZodType<LineAnswer<Kind>>>(
  owner: LineOwner,
  { kind, answerSchema }: { kind: Kind; answerSchema: Answer },
) {
  const messages = lineItemMessages(kind);
  const path = (id: string) => `/${kind}-products/${encodeURIComponent(id)}`;

  const update = (id: string, input: Input): Promise<z.output<Answer>> =>
    http.put(path(id), input, { expect: 200, defaultMessage: messages.update, parse: answerSchema });

  const remove = (id: string): Promise<MessageResponse> =>
    http.delete(path(id), { expect: 200, defaultMessage: messages.delete, parse: messageResponseSchema });

  const useUpdate = () => {
    const invalidate = owner.useInvalidate();
    return useMutation({
      mutationFn: ({ id, input }: { id: string; input: Input }) => update(id, input),
      onSuccess: invalidate,
      // As a document's refused save: its line's document read again, a newer version shown with Reload.
      onError: () => void invalidate(),
    });
  };
  const useDelete = () => {
    const invalidate = owner.useInvalidate();
    return useMutation({ mutationFn: remove, onSuccess: invalidate });
  };

  return {
    update,
    remove,
    useUpdate,
    useDelete,
    /**
     * The saved lines' calls as an edit dialog makes them (`useDocumentDialog`'s `lines`): remove a line, read the
     * document again (a removal raises its version but answers only a message), and send a line's update as
     * `change` builds it, answered with the server's message and the document's new version.
     */
    useSavedLineCalls: <Line>(change: {
      allowed: boolean;
      fields?: readonly (keyof Line & string)[];
      payload: (line: Line, version: number | undefined) => Input | undefined;
    }) => {
      const updateLine = useUpdate();
      const removeLine = useDelete();
      return {
        remove: removeLine.mutateAsync,
        refetch: (name: string) => owner.fetchOne(name),
        update: {
          ...change,
          send: async (id: string, input: Input) => {
            const answer: LineAnswer<Kind> = await updateLine.mutateAsync({ id, input });
            return { message: answer.message, version: answer[kind].version };
          },
        },
      };
    },
  };
}

type MasterDataApi<R extends MasterDataTableResource> = ReturnType<
  typeof resourceApi<
    R,
    MasterDataTableSchema<R, 'rowSchema'>,
    z.output<MasterDataTableSchema<R, 'createSchema'>>,
    z.output<MasterDataTableSchema<R, 'updateSchema'>>,
    MasterDataTableSchema<R, 'rowSchema'>
  >
>;
const masterDataApis = new Map<MasterDataTableResource, unknown>();

/**
 * The calls and hooks of a master-data resource kept in a table of its own (resources.ts, `masterDataTables`),
 * made from its table contract: `masterDataApi('vendors')`. One object per resource, whoever asks.
 */
export function masterDataApi<R extends MasterDataTableResource>(resource: R): MasterDataApi<R> {
  let api = masterDataApis.get(resource);
  if (!api) {
    api = resourceApi({ resource, rowSchema: masterDataTables[resource].rowSchema });
    masterDataApis.set(resource, api);
  }
  return api as MasterDataApi<R>;
}

/**
 * The calls and hooks of a document (resources.ts, `documentContracts`): its row and create body from its
 * contract, an update the change `updatePayload` builds. `invalidates` names what else its writes make stale
 * (the stock a document moves).
 */
export function documentApi<R extends DocumentResource>(
  resource: R,
  options: Pick<ResourceApiOptions<R, DocumentSchema<R, 'rowSchema'>, never>, 'invalidates'> = {},
) {
  return resourceApi<
    R,
    DocumentSchema<R, 'rowSchema'>,
    z.output<DocumentSchema<R, 'createSchema'>>,
    VersionedChange,
    DocumentSchema<R, 'rowSchema'>
  >({
    resource,
    // Indexed by a type parameter, the schema is the union of the four until narrowed to its own.
    rowSchema: documentContracts[resource].rowSchema as DocumentSchema<R, 'rowSchema'>,
    ...options,
  });
}

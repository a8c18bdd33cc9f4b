import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  listDefinitions,
  type Facets,
  type ListDefinition,
  type ListResponse,
} from '@logistics/shared/contracts/lists';
import {
  capitalized,
  deleteConfirmation,
  DELETED_DEFAULT,
  resourceLabels,
  resourceMessages,
} from '@logistics/shared/contracts/messages';
import { can, type Resource } from '@logistics/shared/contracts/permissions';
import { listLoading, type ListParams } from '@logistics/shared/api/list-params';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import {
  DataTable,
  type DataTableColumn,
  type FacetFilter,
  type RowActions,
} from '@logistics/shared/ui/data-table';
import { useListState, type ListStateOptions } from '@logistics/shared/ui/list-state';
import { useRetryWhileFailing } from '@logistics/shared/api/retry-while-failing';
import { failureMessage } from '@logistics/shared/ui/load-failed';
import { useResourceDialogs, type ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { useRole } from '@logistics/shared/ui/role';
import { useToasts } from '@logistics/shared/ui/toasts';

type ListResource = Resource & keyof typeof listDefinitions;

/** What a list page uses of its resource's API (`masterDataApi('vendors')`, or `resourceApi` of api/<resource>.ts). */
export interface ResourceListApi<R extends ListResource, Row extends object> {
  resource: R;
  /** The list query hook. */
  useList: (params: ListParams) => UseQueryResult<ListResponse<(typeof listDefinitions)[R]['listKey'], Row>>;
  /** The delete mutation hook, called with the row's key (its list definition's `keyField`). */
  useDelete: () => UseMutationResult<{ message: string }, unknown, string>;
}

export interface ResourceListPageOptions<R extends ListResource, Row extends object> {
  /** The resource's API, which names the resource. */
  api: ResourceListApi<R, Row>;
  /** What the page always asks on top of the user's choices (the Captains page: the role captain). */
  withParams?: (params: ListParams) => ListParams;
  /** What the list keeps besides the resource (a date range, a default sort). */
  listState?: Omit<ListStateOptions, 'resource'>;
  /**
   * Does a row open only to be read for a role that may save the resource's rows, where the row's own fields
   * narrow that right (an inventory-in-charge's transfer into their inventory)?
   */
  viewOnly?: (row: Row) => boolean;
}

/**
 * How a list's rows are named, from the resource's list definition: the key its API paths address a row by (a
 * delete sends it), the id the grid keys a row by (the row's id, or its key where it has none: a vehicle's VIN),
 * what a person knows the row by (its name where it has one, else its key: a VIN, a document's own ID), and what
 * Copy ID copies (the key where it is an ID, as a document's own BILL ID is; else the id, since a vendor's name
 * is no ID).
 */
function rowIdentity<Row extends object>(definition: ListDefinition) {
  const field = definition.keyField;
  const keyOf = (row: Row) => String((row as Record<string, unknown>)[field]);
  const idOf = (row: Row) => ('id' in row ? String(row.id) : keyOf(row));
  const nameOf = (row: Row) => ('name' in row ? String(row.name) : keyOf(row));
  const keyIsAnId = field === 'id' || field.endsWith('_id');
  return { keyOf, idOf, nameOf, copyIdOf: keyIsAnId ? keyOf : idOf };
}

/**
 * What every resource's list page does the same way: the list state in the URL, the query and its failure (said
 * above the table, retried by itself), the ADD/EDIT/DELETE dialogs, the role's create/edit/delete rights, the
 * delete with its toast, the export. `ResourceListPage` below draws it for every list page.
 */
function useResourceListPage<R extends ListResource, Row extends object>(
  options: ResourceListPageOptions<R, Row>,
) {
  const { resource } = options.api;
  const definition: ListDefinition = listDefinitions[resource];
  const { keyOf, idOf, nameOf, copyIdOf } = rowIdentity<Row>(definition);
  const messages = resourceMessages(resource);
  const role = useRole();
  const toasts = useToasts();
  const list = useListState({ resource, ...options.listState });
  const params = options.withParams ? options.withParams(list.params) : list.params;
  const query = options.api.useList(params);
  const remove = options.api.useDelete();
  const dialogs = useResourceDialogs<Row>();

  // A failed read is said in place of (or above) the rows, not in a toast that fades, and asked again by itself.
  const failed = useRetryWhileFailing(query);

  const onConfirmDelete = async () => {
    const row = dialogs.row;
    if (!row) return;
    try {
      const answer = await remove.mutateAsync(keyOf(row));
      toasts.success(answer.message || DELETED_DEFAULT);
    } catch (error) {
      toasts.error(error, messages.delete);
    } finally {
      // The dialog closes after the delete, whether it worked or not.
      dialogs.close();
    }
  };

  const mayCreate = can(role, resource, 'create');
  return {
    role,
    /** The key its API paths address the row by (what a delete sends). */
    keyOf,
    /** What a person knows the row by: its name, else its key. */
    nameOf,
    /** May the role create rows (and so import them, on a master-data list)? */
    mayCreate,
    list,
    query,
    dialogs,
    /** Spread into the DataTable: rows, counts, search, create, row actions, export, import, list state. */
    table: {
      rows: query.data?.[definition.listKey as (typeof listDefinitions)[R]['listKey']] ?? [],
      total: query.data?.total,
      facets: query.data?.facets,
      outsideRange: query.data?.outsideRange,
      things: resourceLabels[resource],
      loading: listLoading(query),
      failure: failed
        ? {
            message: failureMessage(failed, messages.fetchList),
            error: failed,
            onRetry: () => void query.refetch(),
            retrying: query.isFetching,
            // Its own rows, not those of the page before, which stand in only while a first read is on its way.
            rowsKept: query.data !== undefined && !query.isPlaceholderData,
          }
        : undefined,
      getRowId: idOf,
      getRowName: nameOf,
      searchLabel: definition.searchField,
      onCreate: mayCreate ? () => dialogs.open('ADD') : undefined,
      actions: {
        copyId: copyIdOf,
        // The right to open the dialog: a role that may only read a document opens it read-only, titled View
        // (a resource without that right declared opens it with 'edit').
        onEdit: can(role, resource, 'open-edit') ? (row: Row) => dialogs.open('EDIT', row) : undefined,
        viewOnly: can(role, resource, 'edit') ? options.viewOnly : () => true,
        onDelete: can(role, resource, 'delete') ? (row: Row) => dialogs.open('DELETE', row) : undefined,
      },
      exportTarget: { resource, params },
      ...list.table,
    },
    /** The create/edit dialog's props: open, the row to edit (null to create) and close. */
    formDialog: {
      open: dialogs.ADD || dialogs.EDIT,
      row: dialogs.ADD ? null : dialogs.row,
      onClose: dialogs.close,
    },
    /** The delete confirmation's props, less its title and message. */
    deleteDialog: {
      open: dialogs.DELETE,
      loading: remove.isPending,
      onConfirm: onConfirmDelete,
      onCancel: dialogs.close,
    },
  };
}

export interface ResourceListPageProps<
  R extends ListResource,
  Row extends object,
> extends ResourceListPageOptions<R, Row> {
  /** The page's title, where it is not the resource's (the employees shown as Captains). */
  title?: string;
  columns: readonly DataTableColumn<Row>[];
  /** The create and edit dialog. */
  FormDialog: ComponentType<ResourceFormDialogProps<Row>>;
  /**
   * The delete confirmation's words for the row: without them, 'Are you sure you want to delete the vendor
   * “Acme”?', naming the row by its name where it has one, else by its key (a VIN, a document's own ID). A
   * resource whose confirmation names more than its row (a supervisor assignment) gives them.
   */
  deleteMessage?: (row: Row) => string;
  /** The delete confirmation's title: 'Delete <the resource's singular>' without it. */
  deleteTitle?: string;
  /** The dropdown filters, from the list's facet counts. */
  filters?: (facets: Facets | undefined) => readonly FacetFilter[];
  /** What the search box says it looks in, where it is not the list's search field. */
  searchLabel?: string;
  onRowClick?: (row: Row) => void;
  /** Row actions beside Copy ID, Edit and Delete (a shipment's Preview). */
  moreActions?: Pick<RowActions<Row>, 'onPreview'>;
  /** Buttons beside Create, told whether the role may create (a master-data list's Import). */
  listActions?: (mayCreate: boolean) => ReactNode;
  /** What the page draws besides its table and dialogs (a purchase's lines, shown on a row click). */
  children?: ReactNode;
}

/**
 * A resource's list page: its table titled as the resource, the create and edit dialog and the delete
 * confirmation, over `useResourceListPage`. A page gives its columns, dialog, filters and how a delete names a row.
 */
export function ResourceListPage<R extends ListResource, Row extends object>({
  title,
  columns,
  FormDialog,
  deleteMessage,
  deleteTitle,
  filters,
  searchLabel,
  onRowClick,
  moreActions,
  listActions,
  children,
  ...options
}: ResourceListPageProps<R, Row>) {
  const { resource } = options.api;
  const page = useResourceListPage<R, Row>(options);
  const { title: resourceTitle, singular } = resourceLabels[resource];
  const row = page.dialogs.row;
  const confirmation = deleteMessage ?? ((shown: Row) => deleteConfirmation(singular, page.nameOf(shown)));
  return (
    <>
      <DataTable<Row>
        title={title ?? resourceTitle}
        columns={columns}
        {...(filters ? { filters: filters(page.table.facets) } : {})}
        // A document's list has a date range over its date.
        dateRange={(listDefinitions[resource] as ListDefinition).dateField !== undefined}
        onRowClick={onRowClick}
        {...page.table}
        actions={{ ...page.table.actions, ...moreActions }}
        listActions={listActions?.(page.mayCreate)}
        {...(searchLabel ? { searchLabel } : {})}
      />
      <FormDialog {...page.formDialog} />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title={deleteTitle ?? `Delete ${capitalized(singular)}`}
        message={row ? confirmation(row) : ''}
      />
      {children}
    </>
  );
}

import type { ComponentType } from 'react';
import type { Facets } from '@logistics/shared/contracts/lists';
import type { ImportResource } from '@logistics/shared/contracts/imports';
import {
  capitalized,
  deleteConfirmation,
  deleteKindOf,
  resourceLabels,
} from '@logistics/shared/contracts/messages';
import { ConfirmDeleteDialog } from '@logistics/shared/ui/confirm-delete-dialog';
import { DataTable, type DataTableColumn } from '@logistics/shared/ui/data-table';
import type { FacetFilter } from '@logistics/shared/ui/faceted-filter';
import { ImportButton } from '@logistics/shared/ui/import-button';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { useResourceListPage, type ResourceListPageOptions } from '@logistics/shared/ui/resource-list-page';

export interface MasterDataListPageProps<R extends ImportResource, Row extends object> extends Pick<
  ResourceListPageOptions<R, Row>,
  'resource' | 'useRows' | 'useRemove'
> {
  columns: readonly DataTableColumn<Row>[];
  /** The create and edit dialog. */
  FormDialog: ComponentType<ResourceFormDialogProps<Row>>;
  /** How the delete confirmation names the row ('Delete the vendor “Acme”?'). */
  nameOf: (row: Row) => string;
  /** The dropdown filters, from the list's facet counts. */
  filters?: (facets: Facets | undefined) => readonly FacetFilter[];
  /** What the search box says it looks in, where it is not the list's search field. */
  searchLabel?: string;
}

/**
 * The list page of a master-data resource that is imported from files (vendors, categories, products, customers,
 * vehicles): its table titled as the resource, the create and edit dialog, the delete confirmation, and Import
 * where the role may create. Kept apart from `useResourceListPage` so that the import code weighs only on these
 * pages, not on every document list's first load.
 */
export function MasterDataListPage<R extends ImportResource, Row extends object>({
  resource,
  useRows,
  useRemove,
  columns,
  FormDialog,
  nameOf,
  filters,
  searchLabel,
}: MasterDataListPageProps<R, Row>) {
  const page = useResourceListPage<R, Row>({ resource, useRows, useRemove });
  const { title, singular } = resourceLabels[resource];
  return (
    <>
      <DataTable<Row>
        title={title}
        columns={columns}
        {...(filters ? { filters: filters(page.table.facets) } : {})}
        {...page.table}
        listActions={page.mayCreate ? <ImportButton resource={resource} /> : undefined}
        {...(searchLabel ? { searchLabel } : {})}
      />
      <FormDialog {...page.formDialog} />
      <ConfirmDeleteDialog
        {...page.deleteDialog}
        title={`Delete ${capitalized(singular)}`}
        message={deleteConfirmation(deleteKindOf[resource], page.dialogs.row ? nameOf(page.dialogs.row) : '')}
      />
    </>
  );
}

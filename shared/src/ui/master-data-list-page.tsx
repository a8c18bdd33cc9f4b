import { importResources, type ImportResource } from '@logistics/shared/contracts/imports';
import {
  masterDataTables,
  type MasterDataTableResource,
  type MasterDataTableRow,
} from '@logistics/shared/contracts/resources';
import { masterDataApi } from '@logistics/shared/api/resource-api';
import { ImportButton } from '@logistics/shared/ui/import-button';
import { ResourceListPage, type ResourceListPageProps } from '@logistics/shared/ui/resource-list-page';

export type MasterDataListPageProps<R extends ImportResource, Row extends object> = Pick<
  ResourceListPageProps<R, Row>,
  'api' | 'columns' | 'FormDialog' | 'filters' | 'searchLabel'
>;

/**
 * The list page of a master-data resource that is imported from files (vendors, categories, products, customers,
 * vehicles): a `ResourceListPage` with Import where the role may create. Kept apart from it so that the import
 * code weighs only on these pages, not on every document list's first load.
 */
export function MasterDataListPage<R extends ImportResource, Row extends object>(
  props: MasterDataListPageProps<R, Row>,
) {
  return (
    <ResourceListPage<R, Row>
      {...props}
      listActions={(mayCreate) => (mayCreate ? <ImportButton resource={props.api.resource} /> : undefined)}
    />
  );
}

type TablePageProps<R extends MasterDataTableResource> = MasterDataListPageProps<
  R & ImportResource,
  MasterDataTableRow<R>
>;

/**
 * The list page of a master-data table resource (resources.ts, `masterDataTables`): its API and columns come from
 * its table contract, so it names only its dialog, and its filters and search label where it has them; Import is
 * offered where imports.ts lists the resource.
 */
export function masterDataListPage<R extends MasterDataTableResource>(
  resource: R,
  FormDialog: TablePageProps<R>['FormDialog'],
  more: Pick<TablePageProps<R>, 'filters' | 'searchLabel'> = {},
) {
  // The indexed contract's union of columns narrows to this resource's only by the key: the types say so here.
  const props: TablePageProps<R> = {
    api: masterDataApi(resource) as unknown as TablePageProps<R>['api'],
    columns: masterDataTables[resource].columns as unknown as TablePageProps<R>['columns'],
    FormDialog,
    ...more,
  };
  const importable = (importResources as readonly string[]).includes(resource);
  return function TableListPage() {
    return importable ? <MasterDataListPage {...props} /> : <ResourceListPage {...props} />;
  };
}

import type { ImportResource } from '@logistics/shared/contracts/imports';
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

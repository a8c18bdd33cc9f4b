import { useNavigate } from '@logistics/shared/ui/router';
import { pathOf, type PageKey } from '@logistics/shared/contracts/menus';
import { listLink, type ListPreset } from '@logistics/shared/ui/list-state';
import { useRole } from '@logistics/shared/ui/role';

/**
 * Opens one of the role's list pages with its filters set in its query string (see `ListPreset`), as a copied
 * link would; nothing when the role has none.
 */
export function useOpenList() {
  const role = useRole();
  const navigate = useNavigate();
  return (page: PageKey, preset: ListPreset = {}) => {
    const path = pathOf(role, page);
    if (path) void navigate(listLink(path, preset));
  };
}

/** Whether the role has the list page, so a figure that opens it is a link. */
export function useHasList() {
  const role = useRole();
  return (page: PageKey) => pathOf(role, page) !== undefined;
}

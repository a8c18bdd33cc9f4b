import { act, render, renderHook, screen } from '@testing-library/react';
import type { Role } from '@logistics/shared/contracts/roles';
import { RoleProvider } from '@logistics/shared/ui/role';
import { isValidElement, type ReactNode } from 'react';
import { ApiError } from '@logistics/shared/api/http';
import {
  ChangedUnderneathAlert,
  GoneUnderneathAlert,
  useUnderneath,
  type LatestRead,
} from '@logistics/shared/ui/changed-underneath';

interface Row {
  key: string;
  version: number;
}

interface Props {
  open: boolean;
  row: Row | null;
  latest: LatestRead<Row> | undefined;
  saving?: boolean;
  formVersion?: number;
}

const first: Row = { key: 'Acme Supplies', version: 1 };
const other: Row = { key: 'Bolt Works', version: 7 };
const read = (data: Row | undefined, error: unknown = null): LatestRead<Row> => ({ data, error });

/** What a render's notice was: the changed warning, the gone one, or nothing. */
function kindOf(notice: ReactNode): 'changed' | 'gone' | null {
  if (!isValidElement(notice)) return null;
  if (notice.type === ChangedUnderneathAlert) return 'changed';
  return notice.type === GoneUnderneathAlert ? 'gone' : null;
}

/** The hook in a dialog's place, with the notice of every render it made (also the ones React threw away). */
function watch(initialProps: Props) {
  const notices: Array<'changed' | 'gone' | null> = [];
  const load = jest.fn();
  const view = renderHook(
    ({ saving = false, ...props }: Props) => {
      const underneath = useUnderneath({ resource: 'vendors', load, saving, ...props });
      notices.push(kindOf(underneath.notice));
      return underneath;
    },
    { initialProps },
  );
  return { ...view, notices, load };
}

describe('useUnderneath', () => {
  it('compares another opened row from its first render: no warning of the previous row’s version', () => {
    const { rerender, notices, result } = watch({ open: true, row: first, latest: read(first) });
    rerender({ open: false, row: first, latest: read(undefined) });
    rerender({ open: true, row: other, latest: read(other) });
    expect(result.current.loaded).toBe(other);
    expect(notices).not.toContain('changed');

    rerender({ open: true, row: other, latest: read({ ...other, version: 8 }) });
    expect(notices.at(-1)).toBe('changed');
  });

  it("follows the form's version where the form's own calls move it (a document's saved lines)", () => {
    const { rerender, notices } = watch({ open: true, row: first, latest: read(first), formVersion: 1 });
    // A saved line's update raised the document's version, and the form learnt it.
    rerender({ open: true, row: first, latest: read({ ...first, version: 2 }), formVersion: 2 });
    // Opened on another row, the form holds the previous one's version until its reset.
    rerender({ open: false, row: first, latest: read(undefined), formVersion: 2 });
    rerender({ open: true, row: other, latest: read(other), formVersion: 2 });
    rerender({ open: true, row: other, latest: read(other), formVersion: 7 });
    expect(notices).not.toContain('changed');

    rerender({ open: true, row: other, latest: read({ ...other, version: 8 }), formVersion: 7 });
    expect(notices.at(-1)).toBe('changed');
  });

  it('loads the saved row on Reload: the form gets its values, and it is the row a save sends', () => {
    const saved = { ...first, version: 3 };
    const { result, load } = watch({ open: true, row: first, latest: read(saved) });
    const notice = result.current.notice;
    if (!isValidElement<{ onReload: () => void }>(notice)) throw new Error('no warning');
    act(() => notice.props.onReload());
    expect(load).toHaveBeenCalledWith(saved);
    expect(result.current.loaded).toBe(saved);
    expect(result.current.notice).toBeNull();
  });

  it('says the row is gone when its read answers 404, and nothing on other errors, on create or while saving', () => {
    const gone = read(first, new ApiError(404, 'Vendor not found'));
    const { rerender, notices } = watch({ open: true, row: first, latest: gone });
    expect(notices.at(-1)).toBe('gone');
    rerender({ open: true, row: first, latest: gone, saving: true });
    expect(notices.at(-1)).toBeNull();
    rerender({ open: true, row: first, latest: read(first, new ApiError(500, 'Server error')) });
    expect(notices.at(-1)).toBeNull();
    rerender({ open: true, row: null, latest: gone });
    expect(notices.at(-1)).toBeNull();
  });
});

describe('the warning that the row is gone', () => {
  const warningAs = (role: Role) => {
    const { unmount } = render(
      <RoleProvider role={role}>
        <GoneUnderneathAlert resource="sales" />
      </RoleProvider>,
    );
    const text = screen.getByTestId('gone-underneath').textContent;
    unmount();
    return text;
  };

  it('names, to a reader who sees only some rows, a row moved out of them as well as a deleted one', () => {
    for (const role of ['captain', 'inventory-in-charge'] as const) {
      expect(warningAs(role)).toContain(
        'This sale was deleted or given another BILL ID, or moved out of the rows you may see, by someone else',
      );
    }
    for (const role of ['admin', 'inventory-manager', 'fleet-manager'] as const) {
      expect(warningAs(role)).toContain('This sale was deleted or given another BILL ID by someone else');
    }
  });
});

import { useCallback, useMemo, useState } from 'react';
import * as z from '@logistics/shared/contracts/zod';
import { currentClaims, useSession } from '@logistics/shared/api/session';

/**
 * The columns a user hid and the widths they dragged, per user and per list, kept in localStorage so they
 * outlive a reload and a sign-out (the URL holds what the list shows; these are how the user likes to see it).
 */
export const COLUMN_PREFERENCES_STORAGE_KEY = 'logistics.columns';

export interface ColumnPreferences {
  hidden: readonly string[];
  /** Columns hidden until shown (ListColumn.initiallyHidden) that the user showed. */
  shown: readonly string[];
  /** Per column field, the width the user gave it (px). */
  widths: Readonly<Record<string, number>>;
}

const NONE: ColumnPreferences = { hidden: [], shown: [], widths: {} };

/** A width no screen needs: what is stored past it (or not a width at all) is not kept. */
const MAX_WIDTH = 4000;

const storedSchema = z.object({
  hidden: z.array(z.string().max(100)).max(100).catch([]),
  shown: z.array(z.string().max(100)).max(100).catch([]),
  widths: z.record(z.string().max(100), z.number().int().positive().max(MAX_WIDTH)).catch({}),
});

/** The storage key of one user's preferences for one list: `logistics.columns.<user id>.<list>`. */
export function columnPreferencesKey(userId: string, list: string): string {
  return `${COLUMN_PREFERENCES_STORAGE_KEY}.${userId}.${list}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What is stored under `key`; nothing (no hidden column, no width) when it is absent or unreadable. */
export function readColumnPreferences(key: string): ColumnPreferences {
  const raw = storage()?.getItem(key);
  if (!raw) return NONE;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NONE;
  } catch {
    return NONE;
  }
}

/** Stores `preferences` under `key`; the defaults are stored as nothing at all. */
export function writeColumnPreferences(key: string, preferences: ColumnPreferences): void {
  const store = storage();
  if (!store) return;
  try {
    if (isDefault(preferences)) store.removeItem(key);
    else store.setItem(key, JSON.stringify(preferences));
  } catch {
    // A full or refused storage: the preferences last as long as the page.
  }
}

function isDefault(preferences: ColumnPreferences): boolean {
  return (
    preferences.hidden.length === 0 &&
    preferences.shown.length === 0 &&
    Object.keys(preferences.widths).length === 0
  );
}

const without = (fields: readonly string[], field: string) => fields.filter((item) => item !== field);
const withField = (fields: readonly string[], field: string) =>
  fields.includes(field) ? fields : [...fields, field];

/**
 * One list's column preferences for the signed-in user. `list` names the list (its resource); without it, or
 * without a signed-in user, they last as long as the component. `initiallyHidden` are the columns hidden until
 * the user shows them.
 */
export function useColumnPreferences(list?: string, initiallyHidden: readonly string[] = []) {
  const userId = useSession((session) => currentClaims(session)?.id);
  const key = list && userId ? columnPreferencesKey(userId, list) : null;
  const [held, setHeld] = useState(() => ({ key, preferences: key ? readColumnPreferences(key) : NONE }));
  let current = held;
  if (held.key !== key) {
    // Another user (or list) on the same component: theirs, read at once rather than after a render.
    current = { key, preferences: key ? readColumnPreferences(key) : NONE };
    setHeld(current);
  }
  const { preferences } = current;

  const change = useCallback((next: (previous: ColumnPreferences) => ColumnPreferences) => {
    setHeld((previous) => {
      const preferences = next(previous.preferences);
      if (previous.key) writeColumnPreferences(previous.key, preferences);
      return { key: previous.key, preferences };
    });
  }, []);

  const initially = initiallyHidden.join(',');
  const hidden = useMemo(
    () =>
      new Set([
        ...preferences.hidden,
        ...(initially ? initially.split(',') : []).filter((field) => !preferences.shown.includes(field)),
      ]),
    [preferences.hidden, preferences.shown, initially],
  );
  const widths = useMemo(() => new Map(Object.entries(preferences.widths)), [preferences.widths]);
  const setShown = useCallback(
    (field: string, show: boolean) =>
      change((previous) =>
        initially.split(',').includes(field)
          ? { ...previous, shown: show ? withField(previous.shown, field) : without(previous.shown, field) }
          : {
              ...previous,
              hidden: show ? without(previous.hidden, field) : withField(previous.hidden, field),
            },
      ),
    [change, initially],
  );
  const hide = useCallback((field: string) => setShown(field, false), [setShown]);
  const toggle = useCallback((field: string) => setShown(field, hidden.has(field)), [setShown, hidden]);
  const setWidths = useCallback(
    (changed: ReadonlyArray<readonly [string, number]>) =>
      change((previous) => ({
        ...previous,
        widths: {
          ...previous.widths,
          ...Object.fromEntries(changed.map(([field, width]) => [field, Math.round(width)])),
        },
      })),
    [change],
  );
  const reset = useCallback(() => change(() => NONE), [change]);

  return { hidden, widths, hide, toggle, setWidths, reset, customised: !isDefault(preferences) };
}

import { CheckOutlined, PlusCircleOutlined } from '@logistics/shared/ui/icons';
import {
  Button,
  Divider,
  Flex,
  Input,
  Popover,
  Tag,
  Typography,
  theme,
  type InputRef,
} from '@logistics/shared/ui/antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FILTER_LIST_MAX_HEIGHT } from '@logistics/shared/contracts/format';

export const facetTexts = {
  noResults: 'No results found.',
  clear: 'Clear filters',
  selected: (count: number) => `${count} selected`,
} as const;

export interface FacetOption {
  value: string;
  label: string;
}

/** One dropdown filter of a table: a field the server filters by and the options to pick from. */
export interface FacetFilter {
  field: string;
  label: string;
  options: readonly FacetOption[];
}

export interface FacetedFilterProps extends FacetFilter {
  selected: readonly string[];
  /** Per option value, how many rows match with it (the list answer's facets[field]). */
  counts?: Readonly<Record<string, number>>;
  /**
   * The new choice, or how to make it from the current one. An option's click sends the latter: the chosen values
   * come back through the URL in a transition, and a second click before they have must add to the first, not
   * start again from the choice this filter was last drawn with.
   */
  onChange: (change: string[] | ((current: readonly string[]) => string[])) => void;
}

/**
 * A faceted multi-select: a searchable list of options with a count each, 'No results found.'
 * when the search matches none, and 'Clear filters' once something is chosen.
 */
export function FacetedFilter({ field, label, options, selected, counts, onChange }: FacetedFilterProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const search = useRef<InputRef>(null);
  // Each time it opens (not only the first, when its list is drawn), the filter's search box takes the focus.
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => search.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = options.filter((option) => option.label.toLowerCase().includes(query.trim().toLowerCase()));

  const toggle = (value: string) =>
    onChange((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return options.map((option) => option.value).filter((item) => next.has(item));
    });

  const changeOpen = (next: boolean) => {
    // Closed (Escape, a click outside) while the focus is inside: it goes back to the filter's button, not to the
    // top of the page (the list is drawn at the end of the page).
    if (!next && list.current?.contains(document.activeElement)) trigger.current?.focus();
    setOpen(next);
    if (!next) setQuery('');
  };

  // The list is drawn at the end of the page: Tab past its last stop goes on from the filter's button (the
  // browser moves the focus on from there), Shift+Tab before its first stop goes back to that button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !list.current) return;
    const stops = Array.from(
      list.current.querySelectorAll<HTMLElement>('input, button:not([disabled]), [tabindex="0"]'),
    );
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (document.activeElement !== edge) return;
    if (event.shiftKey) event.preventDefault();
    changeOpen(false);
  };

  const content = (
    <Flex vertical style={{ width: 220 }} data-filter={field} ref={list} onKeyDown={onKeyDown}>
      <Input
        ref={search}
        variant="borderless"
        placeholder={label}
        aria-label={label}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Divider style={{ margin: '4px 0' }} />
      <div
        role="listbox"
        aria-multiselectable
        aria-label={label}
        style={{ maxHeight: FILTER_LIST_MAX_HEIGHT, overflowY: 'auto' }}
      >
        {shown.length === 0 ? (
          <Typography.Text
            type="secondary"
            style={{ display: 'block', padding: '12px 0', textAlign: 'center' }}
          >
            {facetTexts.noResults}
          </Typography.Text>
        ) : (
          shown.map((option) => {
            const isChosen = chosen.has(option.value);
            // With facets, an option that no row has counts 0.
            const count = counts ? (counts[option.value] ?? 0) : undefined;
            return (
              <div
                key={option.value}
                role="option"
                aria-selected={isChosen}
                tabIndex={0}
                onClick={() => toggle(option.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    toggle(option.value);
                  }
                }}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  padding: '6px 8px',
                  borderRadius: token.borderRadiusSM,
                  cursor: 'pointer',
                }}
                className="logistics-facet-option"
              >
                <span
                  aria-hidden
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 16,
                    height: 16,
                    borderRadius: 4,
                    border: `1px solid ${isChosen ? token.colorPrimary : token.colorBorder}`,
                    background: isChosen ? token.colorPrimary : 'transparent',
                    color: token.colorTextLightSolid,
                    fontSize: 10,
                  }}
                >
                  {isChosen ? <CheckOutlined /> : null}
                </span>
                <span style={{ flex: 1 }}>{option.label}</span>
                {count !== undefined ? (
                  <Typography.Text
                    type="secondary"
                    style={{ fontFamily: token.fontFamilyCode, fontSize: 12 }}
                  >
                    {count}
                  </Typography.Text>
                ) : null}
              </div>
            );
          })
        )}
      </div>
      {chosen.size > 0 ? (
        <>
          <Divider style={{ margin: '4px 0' }} />
          <Button
            type="text"
            block
            onClick={() => {
              onChange([]);
              // The button goes with the choice: the focus stays in the filter, on its search box.
              search.current?.focus();
            }}
          >
            {facetTexts.clear}
          </Button>
        </>
      ) : null}
    </Flex>
  );

  const chosenLabels = options.filter((option) => chosen.has(option.value)).map((option) => option.label);
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={changeOpen}
      arrow={false}
    >
      <Button
        ref={trigger}
        className="logistics-facet-filter"
        style={{ borderStyle: 'dashed' }}
        icon={<PlusCircleOutlined />}
      >
        {label}
        {chosenLabels.length > 2 ? (
          <Tag style={{ marginInline: 0 }}>{facetTexts.selected(chosenLabels.length)}</Tag>
        ) : (
          chosenLabels.map((item) => (
            <Tag key={item} style={{ marginInline: 0 }}>
              {item}
            </Tag>
          ))
        )}
      </Button>
    </Popover>
  );
}

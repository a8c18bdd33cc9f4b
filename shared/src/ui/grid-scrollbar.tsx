import { theme } from '@logistics/shared/ui/antd';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

interface Extent {
  /** The scrolled element's visible width, its content's width and how far it is scrolled. */
  client: number;
  content: number;
  left: number;
}

const TRACK_HEIGHT = 10;
const MIN_THUMB = 32;

/**
 * A horizontal scrollbar drawn by the page for a scrolled element that hides its own (ag-grid's body viewport).
 * Native scrollbars are not always shown (macOS overlay scrollbars, headless browsers), and a list that does
 * not fit must say so: this one is visible whenever there is more to the right or left, is dragged like a
 * scrollbar, and pages when its track is clicked.
 */
export function GridScrollbar({
  viewport,
  label,
  controls,
}: {
  /** The element that scrolls; null until the grid has drawn it. */
  viewport: HTMLElement | null;
  label: string;
  /** The id of the element the scrollbar scrolls, for assistive technology. */
  controls?: string;
}) {
  const { token } = theme.useToken();
  const [extent, setExtent] = useState<Extent>({ client: 0, content: 0, left: 0 });
  const drag = useRef<{ x: number; left: number; travel: number } | null>(null);

  useEffect(() => {
    if (!viewport) return undefined;
    const read = () =>
      setExtent((previous) => {
        const next = {
          client: viewport.clientWidth,
          content: viewport.scrollWidth,
          left: viewport.scrollLeft,
        };
        return previous.client === next.client &&
          previous.content === next.content &&
          previous.left === next.left
          ? previous
          : next;
      });
    read();
    viewport.addEventListener('scroll', read, { passive: true });
    // The viewport resizes with the page; its content's width is set by the grid (styles anywhere in it, on
    // elements it may draw later), so both are watched.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(read);
    resized?.observe(viewport);
    const redrawn = new MutationObserver(read);
    redrawn.observe(viewport.closest('.ag-root-wrapper') ?? viewport, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
    return () => {
      viewport.removeEventListener('scroll', read);
      resized?.disconnect();
      redrawn.disconnect();
    };
  }, [viewport]);

  const overflow = extent.content - extent.client;
  if (!viewport || overflow <= 1) return null;

  // The thumb is as much of the track as the visible part is of the whole, and moves along what is left.
  const shown = (extent.client / extent.content) * 100;
  const ratio = Math.min(1, Math.max(0, extent.left / overflow));
  const thumbWidth = `max(${MIN_THUMB}px, ${shown}%)`;

  const onThumbDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const thumb = event.currentTarget;
    thumb.setPointerCapture(event.pointerId);
    const travel = Math.max(1, (thumb.parentElement?.clientWidth ?? 0) - thumb.offsetWidth);
    drag.current = { x: event.clientX, left: viewport.scrollLeft, travel };
  };
  const onThumbMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    viewport.scrollLeft = start.left + ((event.clientX - start.x) * overflow) / start.travel;
  };
  const onThumbUp = () => {
    drag.current = null;
  };
  const onTrackDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const thumb = event.currentTarget.firstElementChild?.getBoundingClientRect();
    const page = extent.client * 0.8;
    viewport.scrollLeft += thumb && event.clientX < thumb.left ? -page : page;
  };

  return (
    <div
      role="scrollbar"
      aria-label={label}
      aria-controls={controls}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(ratio * 100)}
      className="logistics-grid-scrollbar"
      onPointerDown={onTrackDown}
      style={{
        position: 'relative',
        height: TRACK_HEIGHT,
        borderRadius: TRACK_HEIGHT / 2,
        background: token.colorFillTertiary,
        cursor: 'pointer',
        touchAction: 'none',
      }}
    >
      <div
        className="logistics-grid-scrollbar-thumb"
        onPointerDown={onThumbDown}
        onPointerMove={onThumbMove}
        onPointerUp={onThumbUp}
        onPointerCancel={onThumbUp}
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `calc((100% - ${thumbWidth}) * ${ratio})`,
          width: thumbWidth,
          borderRadius: TRACK_HEIGHT / 2,
          background: token.colorTextQuaternary,
          cursor: 'grab',
        }}
      />
    </div>
  );
}

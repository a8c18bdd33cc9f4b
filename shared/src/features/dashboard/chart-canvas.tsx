import { theme } from '@logistics/shared/ui/antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

// Only what the dashboard draws: bars and a line on category and linear scales, with tooltips and a legend.
// Chart.js leaves out (tree-shakes) every controller, element and plugin not registered here.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export interface ChartSeries {
  label: string;
  values: readonly number[];
  kind: 'bar' | 'line';
  color: string;
  /** The right-hand axis (a second unit, such as revenue beside a count). */
  secondAxis?: boolean;
  format?: (value: number) => string;
}

export interface ChartCanvasProps {
  /** The chart's name, to assistive technology and tests. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Bars along the y axis (one row per label). */
  horizontal?: boolean;
  height: number;
  /** Opens what a bar (a label) stands for. */
  onSelect: (index: number) => void;
  /** The words of one bar for assistive technology: 'Main Store: 1,204 sales'. */
  describe: (index: number) => string;
}

interface BarBox {
  index: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * One Chart.js chart on a canvas, coloured from the antd theme. A click anywhere on a bar's column (or row)
 * opens what it stands for. Over each bar lies a transparent button that takes no pointer (the click reaches
 * the canvas) but takes the keyboard focus, so the bars can be reached and opened with Tab and Enter and are
 * named to screen readers: the proxy elements Highcharts' accessibility module puts over its points.
 */
export function ChartCanvas({
  title,
  labels,
  series,
  horizontal = false,
  height,
  onSelect,
  describe,
}: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  const [boxes, setBoxes] = useState<BarBox[]>([]);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const valueAxis = horizontal ? 'x' : 'y';
    const categoryAxis = horizontal ? 'y' : 'x';
    const grid = { color: token.colorSplit };
    const ticks = { color: token.colorTextSecondary, font: { family: token.fontFamily, size: 12 } };
    const hasSecond = series.some((item) => item.secondAxis);
    const formatOf = (axis: 'first' | 'second') =>
      series.find((item) => Boolean(item.secondAxis) === (axis === 'second'))?.format;
    const measure = (chart: Chart) => {
      const meta = chart.getDatasetMeta(0);
      const area = chart.chartArea;
      const next = meta.data.map((bar, index) => {
        const { x, y, base, width, height } = bar.getProps(['x', 'y', 'base', 'width', 'height'], true) as {
          x: number;
          y: number;
          base: number;
          width: number;
          height: number;
        };
        // A bar of 0 still gets a box to focus: a sliver at the axis.
        if (horizontal) {
          const left = Math.min(x, base);
          return { index, left, top: y - height / 2, width: Math.max(Math.abs(x - base), 4), height };
        }
        const top = Math.min(y, base);
        const tall = Math.max(Math.abs(base - y), 4);
        return { index, left: x - width / 2, top: Math.min(top, area.bottom - tall), width, height: tall };
      });
      setBoxes(next);
    };
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((item) => ({
          type: item.kind,
          label: item.label,
          data: [...item.values],
          backgroundColor: item.kind === 'bar' ? item.color : 'transparent',
          borderColor: item.color,
          borderWidth: item.kind === 'line' ? 2 : 0,
          borderRadius: item.kind === 'bar' ? 4 : 0,
          maxBarThickness: 36,
          // Points only where there are few enough to tell apart.
          pointRadius: item.kind === 'line' && labels.length <= 62 ? 2 : 0,
          // Horizontal bars keep the default axes (values along x); vertical ones may use the second y axis.
          ...(horizontal ? {} : { yAxisID: item.secondAxis ? 'y1' : 'y' }),
          order: item.kind === 'line' ? 0 : 1,
        })),
      },
      options: {
        indexAxis: categoryAxis === 'y' ? 'y' : 'x',
        maintainAspectRatio: false,
        responsive: true,
        interaction: { mode: 'index', intersect: false, axis: categoryAxis },
        animation: { duration: 250 },
        onClick: (event, _elements, chart) => {
          const [hit] = chart.getElementsAtEventForMode(
            event as unknown as Event,
            'index',
            { intersect: false, axis: categoryAxis },
            true,
          );
          if (hit) select.current(hit.index);
        },
        onHover: (event, elements) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
        },
        plugins: {
          legend: {
            display: series.length > 1,
            labels: { color: token.colorText, font: { family: token.fontFamily }, boxWidth: 12 },
          },
          tooltip: {
            callbacks: {
              label: (item) => {
                const format = series[item.datasetIndex]?.format;
                const value = Number(item.raw);
                return `${item.dataset.label ?? ''}: ${format ? format(value) : value.toLocaleString('en-US')}`;
              },
            },
          },
        },
        scales: {
          [categoryAxis]: { grid: { display: false }, ticks: { ...ticks, autoSkip: true, maxRotation: 0 } },
          [valueAxis]: {
            beginAtZero: true,
            grid,
            ticks: {
              ...ticks,
              precision: 0,
              callback: (value) =>
                formatOf('first')?.(Number(value)) ?? Number(value).toLocaleString('en-US'),
            },
          },
          ...(hasSecond
            ? {
                y1: {
                  position: 'right' as const,
                  beginAtZero: true,
                  grid: { display: false },
                  ticks: {
                    ...ticks,
                    callback: (value: string | number) =>
                      formatOf('second')?.(Number(value)) ?? Number(value).toLocaleString('en-US'),
                  },
                },
              }
            : {}),
        },
      },
      plugins: [{ id: 'bar-boxes', afterLayout: measure, afterUpdate: measure, resize: measure }],
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [labels, series, horizontal, token]);

  // Thin bars (a month of days at 375 px) get a proxy of 24 px around the bar's middle: WCAG 2.5.8's target
  // size for what the keyboard focuses. The proxies let the pointer through, so overlapping ones hide nothing.
  const proxy: CSSProperties = {
    position: 'absolute',
    pointerEvents: 'none',
    background: 'transparent',
    border: 'none',
    padding: 0,
    borderRadius: 4,
  };
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={title} />
      {boxes.map((box) => (
        <button
          key={box.index}
          type="button"
          className="chart-bar-proxy"
          data-index={box.index}
          aria-label={describe(box.index)}
          onClick={() => onSelect(box.index)}
          style={{ ...proxy, ...atLeast(box, MIN_TARGET) }}
        />
      ))}
    </div>
  );
}

const MIN_TARGET = 24;

/** The box grown about its centre to at least `min` px each way. */
function atLeast(box: { left: number; top: number; width: number; height: number }, min: number) {
  const width = Math.max(box.width, min);
  const height = Math.max(box.height, min);
  return {
    left: box.left - (width - box.width) / 2,
    top: box.top - (height - box.height) / 2,
    width,
    height,
  };
}

// Year in Rewind's charts (docs/product.md §2): SVG drawn with visx's scales and shapes, sized to
// their column. Each picture is hidden from assistive technology and carries its numbers as a
// visually hidden list beside it; nothing in a chart takes focus.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Pie } from '@visx/shape';
import { useEffect, useId, useRef, useState } from 'react';
import { plural } from './rewind-text.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The element's width as it lays out (before the first measurement, and where it can't be measured: `initial`). */
function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Films per month as twelve neon bars on a dashed grid, the count over each bar. */
export function MonthChart({ counts }: { counts: readonly number[] }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const gradient = useId();
  const height = 224;
  const top = 28;
  const bottom = height - 30;
  const most = Math.max(1, ...counts);
  const x = scaleBand({ domain: MONTHS, range: [0, width], paddingInner: 0.3, paddingOuter: 0.1 });
  const y = scaleLinear({ domain: [0, most], range: [bottom, top], nice: true });
  // A phone's column is too narrow for 'Jan': the initials read as a calendar does.
  const short = width < 420;
  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
        className="block h-auto max-w-full"
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="1" x2="0" y2="0">
            <stop offset="0%" stopColor="var(--color-neon-pink)" stopOpacity="0.75" />
            <stop offset="100%" stopColor="var(--color-ticket-400)" />
          </linearGradient>
        </defs>
        {y.ticks(4).map((tick) => (
          <line
            key={tick}
            x1={0}
            x2={width}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-midnight-700"
            strokeDasharray="4 6"
          />
        ))}
        {MONTHS.map((month, index) => {
          const count = counts[index] ?? 0;
          const left = x(month) ?? 0;
          const barTop = count ? Math.min(y(count), bottom - 4) : bottom - 2;
          return (
            <Group key={month} left={left}>
              <Bar
                x={0}
                y={barTop}
                width={x.bandwidth()}
                height={bottom - barTop}
                rx={2}
                fill={count ? `url(#${gradient})` : 'var(--color-midnight-800)'}
                className={count ? 'stroke-neon-pink' : 'stroke-midnight-700'}
                strokeWidth={2}
              />
              {count ? (
                <text
                  x={x.bandwidth() / 2}
                  y={barTop - 6}
                  textAnchor="middle"
                  className="fill-ticket-300 font-retro text-lg"
                >
                  {count}
                </text>
              ) : null}
              <text
                x={x.bandwidth() / 2}
                y={height - 8}
                textAnchor="middle"
                className="fill-muted font-retro text-base uppercase"
              >
                {short ? month[0] : month}
              </text>
            </Group>
          );
        })}
      </svg>
      <ol aria-label="Films per month" className="sr-only">
        {MONTH_NAMES.map((name, index) => (
          <li key={name}>{`${name}: ${plural(counts[index] ?? 0, 'film', 'films')}`}</li>
        ))}
      </ol>
    </div>
  );
}

const ROW = 46;

/** A top-N list as horizontal bars, longest for the first: '1. Horror', its count, the bar under both. */
export function RankedChart({
  label,
  items,
}: {
  label: string;
  items: readonly { name: string; count: number }[];
}) {
  const [ref, width] = useWidth<HTMLDivElement>(320);
  const gradient = useId();
  if (!items.length)
    return (
      <div ref={ref}>
        <p className="text-muted">Not enough to go on yet.</p>
      </div>
    );
  const x = scaleLinear({ domain: [0, Math.max(1, ...items.map((item) => item.count))], range: [0, width] });
  // SVG text does not wrap or cut itself: leave the count its corner (about 9 px a character at 16 px).
  const room = Math.max(8, Math.floor((width - 64) / 9));
  return (
    <div ref={ref} className="w-full">
      <svg
        width={width}
        height={items.length * ROW}
        viewBox={`0 0 ${width} ${items.length * ROW}`}
        aria-hidden="true"
        focusable="false"
        className="block h-auto max-w-full"
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor="var(--color-neon-cyan)" />
            <stop offset="100%" stopColor="var(--color-neon-pink)" />
          </linearGradient>
        </defs>
        {items.map((item, index) => {
          const name = item.name.length > room ? `${item.name.slice(0, room - 1).trimEnd()}…` : item.name;
          return (
            <Group key={item.name} top={index * ROW}>
              <text y={20} className="fill-ink text-base">
                <tspan className="fill-neon-pink font-retro text-lg">{`${index + 1}. `}</tspan>
                {name}
              </text>
              <text x={width} y={20} textAnchor="end" className="fill-ticket-300 font-retro text-lg">
                {item.count}
              </text>
              <Bar x={0} y={28} width={width} height={8} rx={4} className="fill-midnight-800" />
              <Bar
                x={0}
                y={28}
                width={Math.max(8, x(item.count))}
                height={8}
                rx={4}
                fill={`url(#${gradient})`}
              />
            </Group>
          );
        })}
      </svg>
      <ol aria-label={label} className="sr-only">
        {items.map((item) => (
          <li key={item.name}>
            <span>{item.name}</span>
            {`: ${plural(item.count, 'watch', 'watches')}`}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** First watches against rewatches as a ring, with the two numbers as its legend. */
export function FirstVersusRewatch({ first, again }: { first: number; again: number }) {
  const size = 132;
  const slices = [
    { key: 'first', value: first, color: 'var(--color-ticket-400)' },
    { key: 'again', value: again, color: 'var(--color-neon-pink)' },
  ].filter((slice) => slice.value > 0);
  return (
    <div className="flex flex-wrap items-center gap-6">
      <svg width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
        <Group top={size / 2} left={size / 2}>
          <circle r={size / 2 - 1} className="fill-midnight-900 stroke-midnight-600" strokeWidth={2} />
          <Pie
            data={slices}
            pieValue={(slice) => slice.value}
            pieSortValues={null}
            outerRadius={size / 2 - 6}
            innerRadius={size / 2 - 26}
            padAngle={slices.length > 1 ? 0.04 : 0}
            fill={(arc) => arc.data.color}
          />
          {/* The spindle of a tape reel. */}
          <circle r={10} className="fill-midnight-950 stroke-midnight-600" strokeWidth={2} />
        </Group>
      </svg>
      <p className="grid gap-1 font-retro text-xl">
        <span className="text-ticket-300">{plural(first, 'first watch', 'first watches')}</span>
        <span className="text-neon-pink">{plural(again, 'rewatch', 'rewatches')}</span>
      </p>
    </div>
  );
}

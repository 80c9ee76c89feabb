import type { DotItemDotProps } from 'recharts';

/** Big enough to see at a glance, small enough that four indicators on one day stay apart. */
export const ISOLATED_DOT_RADIUS = 4;

const hasValue = (point: { value?: unknown } | undefined) =>
  point !== undefined && point.value !== null && point.value !== undefined;

/**
 * A day whose neighbours have no figure draws no line segment, so a line chart without dots
 * would show nothing for it (today's first check-in, a day between gaps). This dot marks only
 * such a day; days joined by the line need none.
 */
export function IsolatedDot({ cx, cy, index, points, value, stroke }: DotItemDotProps) {
  if (cx === undefined || cy === undefined || value === null || value === undefined) return null;
  if (hasValue(points[index - 1]) || hasValue(points[index + 1])) return null;
  return (
    <circle
      key={index}
      cx={cx}
      cy={cy}
      r={ISOLATED_DOT_RADIUS}
      fill={stroke}
      stroke="var(--tera-surface)"
      strokeWidth={1.5}
    />
  );
}

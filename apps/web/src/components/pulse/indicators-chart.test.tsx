import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import type { IndicatorPoint } from './indicator-series';
import IndicatorsChart from './indicators-chart';

const empty = (date: string): IndicatorPoint => ({
  date,
  energy: null,
  mentalPressure: null,
  personalConcerns: null,
  motivation: null,
});

const answered = (date: string, energy: number): IndicatorPoint => ({
  date,
  energy,
  mentalPressure: 5,
  personalConcerns: 4,
  motivation: 7,
});

/** jsdom lays nothing out: the chart's box gets the size a phone gives it, its legend none. */
function renderChart(points: IndicatorPoint[]) {
  const { container } = render(<IndicatorsChart points={points} />);
  return {
    dots: () => [...container.querySelectorAll('circle')],
    xAxisY: () => Number(container.querySelector('.recharts-xAxis line')?.getAttribute('y1')),
    energyLine: () => container.querySelector('path[name="Energía"]')?.getAttribute('d') ?? '',
  };
}

describe('IndicatorsChart', () => {
  beforeEach(async () => {
    await i18n.loadNamespaces('checkin');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ width: 340, height: 256 })
        : DOMRect.fromRect({ width: 0, height: 0 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("marks today's only check-in with a dot for each indicator", () => {
    const chart = renderChart([empty('2026-11-22'), empty('2026-11-23'), answered('2026-11-24', 6)]);
    expect(chart.dots()).toHaveLength(4);
  });

  it('marks a day between gaps, and no day the line already joins', () => {
    const chart = renderChart([
      answered('2026-11-18', 6),
      answered('2026-11-19', 6),
      empty('2026-11-20'),
      answered('2026-11-21', 6),
      empty('2026-11-22'),
    ]);
    const dots = chart.dots();
    expect(dots).toHaveLength(4);
    const xs = new Set(dots.map((dot) => dot.getAttribute('cx')));
    expect(xs.size).toBe(1);
  });

  it('keeps a line and a dot at the lowest value clear of the x-axis', () => {
    const chart = renderChart([
      answered('2026-11-20', 1),
      answered('2026-11-21', 1),
      empty('2026-11-22'),
      empty('2026-11-23'),
      answered('2026-11-24', 1),
    ]);
    const axis = chart.xAxisY();
    expect(axis).toBeGreaterThan(0);
    const lineYs = (chart.energyLine().match(/-?[\d.]+/g) ?? []).map(Number).filter((_, i) => i % 2 === 1);
    expect(lineYs.length).toBeGreaterThan(0);
    for (const y of lineYs) expect(y + 2).toBeLessThan(axis);
    const lowest = Math.max(...chart.dots().map((dot) => Number(dot.getAttribute('cy'))));
    expect(lowest + Number(chart.dots()[0]!.getAttribute('r'))).toBeLessThan(axis);
  });
});

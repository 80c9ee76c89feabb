import { describe, expect, it } from 'vitest';
import { PULSE_BAND_COLORS, PULSE_BANDS, pulseBand } from './pulse-band.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('pulseBand', () => {
  it('is excellent above 75', () => {
    expect(pulseBand(100)).toBe('excellent');
    expect(pulseBand(76)).toBe('excellent');
  });

  it('is good from 50 to 75 inclusive', () => {
    expect(pulseBand(75)).toBe('good');
    expect(pulseBand(50)).toBe('good');
  });

  it('is critical below 50', () => {
    expect(pulseBand(49)).toBe('critical');
    expect(pulseBand(0)).toBe('critical');
  });
});

describe('PULSE_BAND_COLORS', () => {
  it('has one distinct hex colour per band', () => {
    expect(Object.keys(PULSE_BAND_COLORS).sort()).toEqual([...PULSE_BANDS].sort());
    for (const color of Object.values(PULSE_BAND_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(Object.values(PULSE_BAND_COLORS)).size).toBe(PULSE_BANDS.length);
  });

  it.each(PULSE_BANDS)('%s reaches 4.5:1 on white', (band) => {
    expect(contrastOnWhite(PULSE_BAND_COLORS[band])).toBeGreaterThanOrEqual(4.5);
  });
});

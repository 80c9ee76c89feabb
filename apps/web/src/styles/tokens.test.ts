// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

// Read from disk: Vitest hands CSS imports to tests as empty strings.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function themeTokens(selector: ':root' | '.dark'): Record<string, string> {
  const block = css.slice(css.indexOf(`${selector} {`));
  const body = block.slice(0, block.indexOf('}'));
  return Object.fromEntries(
    [...body.matchAll(/--tera-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]),
  );
}

/** [foreground, background, minimum]: 4.5 for text, 3 for control borders and the focus ring. */
const PAIRS: Array<[string, string, number]> = [
  ['fg', 'bg', 4.5],
  ['fg', 'surface', 4.5],
  ['fg', 'surface-muted', 4.5],
  ['fg-muted', 'bg', 4.5],
  ['fg-muted', 'bg-subtle', 4.5],
  ['fg-muted', 'surface', 4.5],
  ['fg-muted', 'surface-muted', 4.5],
  ['primary', 'bg', 4.5],
  ['primary', 'surface', 4.5],
  ['primary-fg', 'primary', 4.5],
  ['primary-fg', 'primary-hover', 4.5],
  ['primary-soft-fg', 'primary-soft', 4.5],
  ['accent', 'accent-soft', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['fg', 'danger-soft', 4.5],
  ['warning', 'warning-soft', 4.5],
  ['fg', 'warning-soft', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'success-soft', 4.5],
  ['info', 'info-soft', 4.5],
  ['border-control', 'surface', 3],
  ['border-control', 'bg', 3],
  ['ring', 'bg', 3],
  ['ring', 'surface', 3],
];

describe.each([':root', '.dark'] as const)('colour tokens of %s', (selector) => {
  const tokens = themeTokens(selector);

  it.each(PAIRS)('%s on %s reaches %s:1', (fg, bg, minimum) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    expect(contrastRatio(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(minimum);
  });
});

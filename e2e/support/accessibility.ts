import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Fails on any serious or critical WCAG violation of the page once nothing is fading in: a toast,
 * a dialog or a chart half-way through its entrance is measured at part opacity, which is not what
 * anyone reads. A frame sandboxed
 * without scripts (a mail's preview) is left out: axe runs inside each frame, and would wait for
 * that one for ever; what it holds is a mail, not the app.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .exclude('iframe[sandbox=""]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `${page.url()}\n${blocking.join('\n')}`).toEqual([]);
}

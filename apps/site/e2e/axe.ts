import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { wcagTags } from './wcag';

/**
 * Axe's violations on the page, or only inside `include`, reduced to what a reader of a failure
 * needs. Measured once every finite animation has ended: a dialog or toast fading in is, for a
 * moment, text of too little contrast that no reader is asked to read.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

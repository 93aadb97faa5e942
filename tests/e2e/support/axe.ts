import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 / 2.1 A and AA plus axe's best practices: what Lighthouse's accessibility audit checks. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * docs/product.md §1 General behaviour fixes the viewport (`maximum-scale=1, user-scalable=no`, an app-like phone frame), which axe
 * reports as `meta-viewport`: the one finding the product accepts on purpose. Nothing else is disabled.
 */
const DISABLED_RULES = ['meta-viewport'];

/** Lighthouse fails these whatever axe's impact says, so the journeys do too. */
const ALWAYS_FAIL = new Set(['heading-order', 'label-content-name-mismatch']);
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails with a readable list (rule, impact, targets, URL) when
 * anything serious or critical, or a rule in ALWAYS_FAIL, is found. Waits for the page to settle
 * first: the network idle (bounded, since the map and capture may keep talking) and a visible heading.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('h1, h2, [role="heading"]')
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  // Let route-change progress bars and transitions (≤ 200 ms) finish.
  await page
    .locator('#nprogress')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);

  const results = await new AxeBuilder({ page }).withTags(TAGS).disableRules(DISABLED_RULES).analyze();
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAIL.has(v.id));
  const report = failing.map((v) => {
    const targets = v.nodes.map(
      (n) =>
        `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`
    );
    return `  ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${targets.join('\n')}`;
  });
  expect(
    failing.length,
    `axe found ${failing.length} accessibility violation(s) on ${label ? `${label} ` : ''}${page.url()}:\n${report.join('\n')}`
  ).toBe(0);
}

/**
 * WCAG 2.2 AA checks with axe, one helper for every spec.
 *
 * Run in axe's "legacy" frame mode: the default mode opens a second blank page per
 * scan to merge the results of cross-origin frames, which this site never has (no
 * page of it holds an iframe); the rules run are the same, in about 60 % of the time
 * (docs/decisions/0019-browser-suite-time.md). Not `resultTypes: ['violations']`:
 * it is faster still, but rules that compare nodes with each other (landmark-unique,
 * region) then report violations that are not there.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page (or inside `include`), one line each: rule, help and where. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails (softly with `soft`) when axe finds a violation; `label` names the page or state in the message. */
export async function expectNoAxeViolations(page: Page, label: string = page.url(), { include, soft = false }: { include?: string; soft?: boolean } = {}): Promise<void> {
  const summary = await axeViolations(page, include);
  (soft ? expect.soft(summary, `axe on ${label}`) : expect(summary, `axe on ${label}`)).toEqual([]);
}

/**
 * WCAG 2.2 AA checks with axe, one helper for every spec.
 *
 * axe runs inside the page and only the violations, already turned into lines, come
 * back: `@axe-core/playwright` returns every rule's passes and incomplete nodes with
 * their HTML, which on a long table costs more than the rules themselves (the same
 * rules and results in about 36 % less time, docs/decisions/0024-suite-time-after-the-back-office.md).
 * Pages with frames still go through AxeBuilder, which injects axe into each frame
 * (no page of this site has one, but a spec may build one). Not
 * `resultTypes: ['violations']`: rules that compare nodes with each other
 * (landmark-unique, region) then report violations that are not there.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

function lines(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until no CSS transition or animation runs (a dialog or a notice fading in, a
 * label moving): colours measured halfway through a fade have no contrast to speak
 * of, and the person reads the settled screen. Endless animations (a spinner) do not
 * count; after 2 s axe runs anyway, on what is there.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 2_000, polling: 50 })
    .catch(() => undefined);
}

/** The violations on the page (or inside `include`), one line each: rule, help and where. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
    if (include) builder.include(include);
    return lines((await builder.analyze()).violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async ({ tags, include }) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, { tags: WCAG_TAGS, include });
  return lines(violations);
}

const cspViolations = new WeakMap<Page, string[]>();

/**
 * From now on, collects what the page's Content Security Policy refused (Chromium says
 * so on the console): each later `expectNoAxeViolations` on this page also fails on
 * one. The back office's people are watched from their sign-in (staff-support.ts): a
 * style or script the policy blocks is a screen that looks or works otherwise than
 * built.
 */
export function watchCsp(page: Page): void {
  if (cspViolations.has(page)) return;
  const seen: string[] = [];
  cspViolations.set(page, seen);
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) seen.push(`${page.url()}: ${m.text().slice(0, 300)}`);
  });
}

/** Fails (softly with `soft`) when axe finds a violation, or the CSP refused something on a watched page; `label` names the page or state in the message. */
export async function expectNoAxeViolations(page: Page, label: string = page.url(), { include, soft = false }: { include?: string; soft?: boolean } = {}): Promise<void> {
  const summary = [...(await axeViolations(page, include)), ...(cspViolations.get(page) ?? []).map((line) => `CSP: ${line}`)];
  (soft ? expect.soft(summary, `axe on ${label}`) : expect(summary, `axe on ${label}`)).toEqual([]);
}

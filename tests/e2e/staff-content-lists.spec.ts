/**
 * The content editor's lists (issue 33), by keyboard, in Portuguese, with axe and reflow
 * at 320 px: an editor opens the advance release calendar of 2026 (the seed's year),
 * changes a statistic's frequency with its select, shows its folded releases, adds a
 * release row (focus goes to its first field), moves it up (focus follows it), saves
 * without its date (the error summary links to that field of that row), gives the
 * date and saves; the staff API
 * answers the calendar as it was edited. The names of the statistics are one field per
 * key, never JSON. STAFF_SHOTS=<folder> also saves the editor at 1280 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffShots, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';
import { CONTENT_TEXT } from '../../src/features/publishing/ui/text.ts';
import { EDITOR_TEXT } from '../../src/features/publishing/ui/editor-text.ts';
import { LIST_TEXT } from '../../src/features/publishing/ui/list-text.ts';
import { CHOICE_TEXT } from '../../src/features/publishing/ui/choice-labels.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const pattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const t = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, LIST_TEXT, EDITOR_TEXT, CHOICE_TEXT, CONTENT_TEXT);

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

interface Calendar {
  year: number;
  statistics: { key: string; frequency: string; releases: { period: string; date: string; time: string }[] }[];
}

test('an editor changes a frequency and adds, moves and dates a release of the release calendar', async ({ browser }) => {
  const team = await staffTeam(server, 'lists', { editor: ['editor'] });
  const page = await browser.newPage({ baseURL: server.base });
  await signInAs(page, team.editor!, 'pt');
  const api = <T,>(path: string) => page.evaluate(async (p) => ((await (await fetch(p)).json()) as { data: unknown }).data, path) as Promise<T>;
  const list = await api<{ data: { id: number; title: string }[] }>('/api/staff/entries?module=download&q=2026&perPage=50');
  const id = list.data.find((e) => e.title.includes('2026') && /日程表|Calendar/.test(e.title))?.id;
  expect(id).toBeTruthy();
  const before = (await api<{ data: Calendar }>(`/api/staff/entries/${String(id)}`)).data;
  const second = before.statistics[1]!;
  expect(second.frequency).toBe('monthly');
  const count = second.releases.length;

  await page.goto(`/staff/entries/${String(id)}`);
  const statistic = page.getByRole('group', { name: t('content.list.itemWithKey', { name: t('content.item.statistics'), n: '2', total: String(before.statistics.length), key: second.key }), exact: true });
  await expect(statistic).toBeVisible();
  // A download's data is a document or a calendar: this one is a calendar.
  await expect(page.getByRole('combobox', { name: pattern(t('content.shape.label')) })).toHaveText(t('content.shape.calendar'));
  // The names of the statistics: one field per key, labelled with it (zh-hant is the tab shown).
  await expect(page.getByRole('textbox', { name: second.key, exact: true })).not.toHaveValue('');
  await expectNoAxeViolations(page, 'release calendar editor (pt)');
  await expectStaffReflow(page, 'release calendar editor (pt)');
  await staffShots(page, 'release-calendar-editor');

  // The frequency is a select with its labels.
  await statistic.getByRole('combobox', { name: pattern(`${t('content.data.frequency')} *`) }).press('Enter');
  await page.getByRole('option', { name: t('content.value.frequency.quarterly') }).press('Enter');
  await expect(statistic.getByRole('combobox', { name: pattern(`${t('content.data.frequency')} *`) })).toHaveText(t('content.value.frequency.quarterly'));

  // Its releases are folded until shown.
  const owner = t('content.list.itemWithKey', { name: t('content.item.statistics'), n: '2', total: String(before.statistics.length), key: second.key });
  const show = statistic.getByRole('button', { name: `${t('content.list.show', { list: t('content.data.releases'), count: String(count) })}: ${owner}` });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[id="data.statistics.1.releases.0.period"]')).toHaveCount(0);
  await show.press('Enter');
  await expect(page.locator('[id="data.statistics.1.releases.0.period"]')).toHaveValue(second.releases[0]!.period);
  await expect(statistic.getByRole('button', { name: `${t('content.list.hide', { list: t('content.data.releases'), count: String(count) })}: ${owner}` })).toHaveAttribute('aria-expanded', 'true');

  // A release added: focus on its first field; period and time typed, the date left for later.
  await statistic.getByRole('button', { name: `${t('content.add.releases')}: ${owner}` }).press('Enter');
  const period = page.locator(`[id="data.statistics.1.releases.${String(count)}.period"]`);
  await expect(period).toBeFocused();
  await page.keyboard.type('2026-Q4');
  await page.locator(`[id="data.statistics.1.releases.${String(count)}.time"]`).fill('09:30');
  const added = t('content.list.itemWithKey', { name: t('content.item.releases'), n: String(count + 1), total: String(count + 1), key: '2026-Q4' });
  await page.getByRole('button', { name: `${t('content.list.up')}: ${added} · ${owner}` }).press('Enter');
  await expect(page.locator(`[id="data.statistics.1.releases.${String(count - 1)}-up"]`)).toBeFocused();
  await expect(page.locator(`[id="data.statistics.1.releases.${String(count - 1)}.period"]`)).toHaveValue('2026-Q4');

  // Saved without its date: the summary names the row and leads to the field.
  await page.getByRole('button', { name: t('content.edit.save'), exact: true }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: t('staff.errors.title') });
  await expect(summary).toBeFocused();
  const link = summary.getByRole('link', { name: t('content.data.invalid') });
  await expect(link).toHaveCount(1);
  await expect(summary).toContainText(`${owner} › ${t('content.list.itemWithKey', { name: t('content.item.releases'), n: String(count), total: String(count + 1), key: '2026-Q4' })} › ${t('content.data.date')}`);
  await expectNoAxeViolations(page, 'release calendar editor with an error (pt)');
  await staffShots(page, 'release-calendar-editor-error');
  await link.press('Enter');
  const date = page.locator(`[id="data.statistics.1.releases.${String(count - 1)}.date"]`);
  await expect(date).toBeFocused();
  await date.fill('2026-12-30');
  await page.getByRole('button', { name: t('content.edit.save'), exact: true }).press('Enter');
  await expect(page.getByRole('status')).toHaveText(t('content.edit.saved', { version: '2' }));
  await staffShots(page, 'release-calendar-editor-saved');

  // Saved as edited: the frequency, and the release in the place it was moved to.
  const after = (await api<{ data: Calendar }>(`/api/staff/entries/${String(id)}`)).data;
  expect(after.statistics[1]!.frequency).toBe('quarterly');
  expect(after.statistics[1]!.releases).toHaveLength(count + 1);
  expect(after.statistics[1]!.releases[count - 1]).toEqual({ period: '2026-Q4', date: '2026-12-30', time: '09:30' });
  expect(after.statistics[1]!.releases[count]).toEqual(second.releases[count - 1]);
  expect(after.statistics[0]).toEqual(before.statistics[0]);
  await page.close();
});

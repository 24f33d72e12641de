/**
 * A publication at a stated minute (issue 33), end to end on a server of its own: a
 * visitor subscribes to press-release alerts and confirms from the e-mail; an editor's
 * press release is made and submitted through the staff API (as the editor's browser
 * would; the editor's screens are walked in staff-publish.spec.ts); a publisher
 * approves it on screen, by keyboard, for the next minute (Macao time), axe on the
 * screen; at that minute it is on the public list, in the RSS feed and in site search, and the
 * subscriber's alert e-mail arrives at the run's test SMTP server — through the
 * server's own periodic jobs, no test hook.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { useTestMailbox } from './mailbox.ts';
import { t as publicText, type Envelope } from './support.ts';
import { signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';
import { CONTENT_TEXT } from '../../src/features/publishing/ui/text.ts';

test.describe.configure({ mode: 'serial', timeout: 360_000 });

const say = (key: string) => staffText('en', key, {}, CONTENT_TEXT);
const { addressed } = useTestMailbox();
const SUBSCRIBER = 'scheduled.reader@example.mo';
const TITLE = `AMCM announces its schedule of the quarter (larkspur ${String(Date.now() % 100000)})`;

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer({ TEST_HOOKS: 'true' });
});
test.afterAll(async () => server?.stop());

/** A solved verification code (the answer read through the test hook). */
async function validateKey(request: APIRequestContext): Promise<string> {
  const challenge = ((await (await request.get('/api/v1.0/cms/common/captcha')).json()) as Envelope<{ id: string }>).data;
  const code = ((await (await request.get(`/api/test/captcha-answer?id=${challenge.id}`)).json()) as Envelope<{ code: string }>).data.code;
  const solved = await request.post('/api/v1.0/cms/common/captcha_validate', { data: { id: challenge.id, code }, headers: { Origin: server.base } });
  expect(solved.status()).toBe(200);
  return ((await solved.json()) as Envelope<{ validateKey: string }>).data.validateKey;
}

/** A staff call from a signed-in page, as the back office makes it (same origin, the session's CSRF token). */
async function staffCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, body }) => {
      const me = (await (await fetch('/api/staff/me')).json()) as { data: { csrfToken: string } };
      const res = await fetch(`/api/staff/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': me.data.csrfToken }, body: JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as { data: unknown; message: string } };
    },
    { path, body },
  );
  expect(answer.status, answer.json.message).toBe(200);
  return answer.json.data as T;
}

/** The next whole minute at least 20 s away, as a Macao wall-clock `YYYY-MM-DDTHH:mm` (the field's format) and as an instant. */
function nextMinute(): { field: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return { field: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, at };
}

test('a press release approved for the next minute appears then, and a subscriber is e-mailed', async ({ browser, playwright }) => {
  const team = await staffTeam(server, 'scheduled', { editor: ['editor'], publisher: ['publisher'] });

  // A confirmed subscriber of press releases.
  const visitor = await playwright.request.newContext({ baseURL: server.base });
  const signedUp = await visitor.post('/api/v1.0/cms/email_notification', {
    headers: { Origin: server.base, 'Validate-Key': await validateKey(visitor), 'Api-Language': 'en' },
    data: { region: 'MO', occupation: 'other', occupationOther: 'Economist', institution: 'University of Macau', email: SUBSCRIBER, topics: ['press'], frequency: 'immediate' },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  await visitor.dispose();
  await expect.poll(async () => (await addressed(SUBSCRIBER)).length, { timeout: 30_000 }).toBe(1);
  const [confirmation] = await addressed(SUBSCRIBER);
  const confirmLink = /https?:\/\/\S+action=confirm&token=[A-Za-z0-9_-]+/.exec(confirmation!.text ?? '')?.[0];
  expect(confirmLink).toBeTruthy();
  const reader = await browser.newPage();
  await reader.goto(confirmLink!);
  await expect(reader.getByRole('heading', { name: publicText('en', 'alerts.confirmedTitle') })).toBeVisible();
  await reader.close();

  // The editor's press release, submitted.
  const editor = await browser.newPage({ baseURL: server.base });
  await signInAs(editor, team.editor!, 'en');
  const cats = (await (await editor.request.get('/api/v1.0/cms/module_cat?Module=news&slug=press-releases')).json()) as Envelope<{ id: number }[]>;
  const made = await staffCall<{ id: number; version: number }>(editor, 'entries/new', {
    module: 'news',
    catId: cats.data[0]?.id,
    data: { topic: 'monetary-statistics' },
    texts: { en: { title: TITLE, summary: 'The dates of the quarter’s announcements.', content: '<p>The Authority will publish its quarterly figures on the dates below.</p>' } },
  });
  await staffCall(editor, `entries/${String(made.id)}/submit`, { version: made.version, languages: ['en'] });
  await editor.close();

  // The publisher approves it for the next minute, by keyboard.
  const page = await browser.newPage({ baseURL: server.base });
  await signInAs(page, team.publisher!, 'en');
  await page.goto(`/staff/entries/${String(made.id)}`);
  const when = nextMinute();
  const field = page.getByLabel(say('content.publish.at'));
  await field.focus();
  await field.fill(when.field);
  const approve = page.getByRole('button', { name: say('content.publish.approve'), exact: true });
  await approve.focus();
  await approve.press('Enter');
  await expect(page.getByRole('status')).toHaveText(say('content.publish.done'));
  await expectNoAxeViolations(page, 'publisher, scheduled');

  // Not before its minute; on the list and in the feed from then.
  const listed = async () => (await (await page.request.get('/en/news-notice/press-releases')).text()).includes(TITLE);
  if (Date.now() < when.at - 5_000) expect(await listed()).toBe(false);
  await expect.poll(listed, { timeout: when.at - Date.now() + 60_000, intervals: [2_000] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);
  expect(await (await page.request.get('/feeds/en/news/press-releases.xml')).text()).toContain(TITLE);
  // And in site search, by a word of its title (the results mark the word: compared without tags).
  const found = async () => (await (await page.request.get('/en/search?q=larkspur')).text()).replace(/<[^>]*>/g, '').includes(TITLE);
  await expect.poll(found, { timeout: 20_000, intervals: [1_000] }).toBe(true);

  // The alerts scan (every minute) tells the subscriber, in English.
  const alerts = async () => (await addressed(SUBSCRIBER)).filter((m) => (m.text ?? '').includes(TITLE));
  await expect.poll(async () => (await alerts()).length, { timeout: 150_000, intervals: [5_000] }).toBe(1);
  await page.close();
});

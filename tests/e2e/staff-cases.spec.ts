/**
 * Case work in the back office (issue 34), by keyboard, axe on every screen, reflow at
 * 320 px: a complaints officer's inbox with its filters, and an applications officer's
 * list; then a complaint sent from outside is assigned, answered by e-mail with a file
 * (the message with its attachment arrives at the run's test SMTP server) and closed,
 * in Portuguese; and an application is approved with its PDF letter, in Chinese.
 *
 * On a server of its own with the test hooks on (the verification code's answer, for
 * the complaint sent through the public API).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { useTestMailbox } from './mailbox.ts';
import type { Envelope } from './support.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffLang, type StaffServer } from './staff-support.ts';
import { COMPLAINTS_TEXT } from '../../src/features/complaints/ui/staff-complaints.tsx';
import { APPLICATIONS_RESOURCE } from '../../src/features/reproduction/ui/staff-applications.tsx';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const { addressed } = useTestMailbox();
let server: StaffServer;
let people: Promise<Awaited<ReturnType<typeof staffTeam>>> | undefined;
test.beforeAll(async () => {
  server = await startStaffServer({ TEST_HOOKS: 'true' });
});
/** The spec's people, invited once on its server (a second invitation round would find the first's links spent). */
const team = () => (people ??= staffTeam(server, 'cases', { complaints: ['complaints-officer'], applications: ['applications-officer'] }));
test.afterAll(async () => server?.stop());

test('the complaints inbox and the applications list, by keyboard, with axe and at 320 px', async ({ browser }) => {
  const { complaints, applications } = await team();
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();

  await signInAs(page, complaints!, 'en');
  await page.goto('/staff/complaints');
  await expect(page.getByRole('combobox', { name: 'Type' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Overdue only' })).toBeVisible();
  await expectNoAxeViolations(page, 'complaints inbox');
  await expectStaffReflow(page, 'complaints inbox');
  await page.getByRole('combobox', { name: 'Type' }).press('Enter');
  await page.getByRole('option', { name: 'Insurance' }).press('Enter');
  await expect(page).toHaveURL(/dsg/);
  await expectNoAxeViolations(page, 'complaints inbox, insurance');
  // The applications list is not theirs.
  await page.goto('/staff/applications');
  await expect(page.getByRole('combobox', { name: 'Reference' })).toHaveCount(0);
  await context.close();

  const second = await browser.newContext({ baseURL: server.base });
  const page2 = await second.newPage();
  await signInAs(page2, applications!, 'en');
  await page2.goto('/staff/applications');
  await expect(page2.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expectNoAxeViolations(page2, 'applications list');
  await expectStaffReflow(page2, 'applications list');
  await second.close();
});

/** Chooses `option` in the select labelled `label` by keyboard (MUI: Enter opens the list). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.focus();
  await select.press('Enter');
  const item = page.getByRole('option', { name: option, exact: true });
  await item.focus();
  await item.press('Enter');
  await expect(select).toContainText(option);
}

async function press(target: Locator): Promise<void> {
  await target.focus();
  await target.press('Enter');
}

/** A solved verification code, as the public form gets one (the answer read through the test hook). */
async function validateKey(request: APIRequestContext): Promise<string> {
  const challenge = ((await (await request.get('/api/v1.0/cms/common/captcha')).json()) as Envelope<{ id: string }>).data;
  const code = ((await (await request.get(`/api/test/captcha-answer?id=${challenge.id}`)).json()) as Envelope<{ code: string }>).data.code;
  const solved = await request.post('/api/v1.0/cms/common/captcha_validate', { data: { id: challenge.id, code }, headers: { Origin: server.base } });
  expect(solved.status()).toBe(200);
  return ((await solved.json()) as Envelope<{ validateKey: string }>).data.validateKey;
}

const TEXT_FILE = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

test('a complaint is assigned, answered by e-mail with a file and closed, in Portuguese', async ({ browser, playwright }) => {
  const officer = (await team()).complaints!;
  const complainant = 'reclamante.e2e@example.mo';
  const publicSide = await playwright.request.newContext({ baseURL: server.base });
  const sent = await publicSide.post('/api/v1.0/complaint', {
    headers: { Origin: server.base, 'Validate-Key': await validateKey(publicSide), 'Api-Language': 'pt' },
    multipart: {
      type: 'dsb',
      agreed: 'true',
      subject: 'cards',
      role: 'customer',
      nameEn: 'Chan Tai Man',
      idNumber: '51234567',
      phone: '66123456',
      email: complainant,
      address: 'Avenida da Praia Grande 1, Macau',
      institution: 'tai-fung-bank',
      happenedOn: '2026-09-14',
      whatHappened: 'Dois pagamentos com cartão que não fiz foram cobrados a 12 e 13 de Setembro.',
      contactedInstitution: 'yes',
      actionsTaken: 'Reclamei no balcão a 14 de Setembro.',
      outcome: 'O reembolso dos dois pagamentos.',
      attachments: TEXT_FILE('extracto.txt', 'Extracto de Setembro\n'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const reference = ((await sent.json()) as Envelope<{ reference: string }>).data.reference;
  await publicSide.dispose();

  const lang: StaffLang = 'pt';
  const say = (key: string) => staffText(lang, key, {}, COMPLAINTS_TEXT);
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, officer, lang);
  await page.goto(`/staff/complaints?filter=${encodeURIComponent(JSON.stringify({ reference }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await press(page.locator('tbody tr').getByRole('link'));
  await expect(page.getByRole('heading', { name: say('complaints.staff.actions') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'extracto.txt' })).toBeVisible();
  await expectNoAxeViolations(page, 'one complaint');
  await expectStaffReflow(page, 'one complaint');

  const saved = page.getByText(say('complaints.staff.saved'));
  const step = async (label: string, option: string, button: string) => {
    await choose(page, say(label), option);
    await press(page.getByRole('button', { name: say(button), exact: true }));
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 10_000 });
  };
  await step('complaints.staff.assignTo', officer.name, 'complaints.staff.assign');
  await step('complaints.staff.moveTo', say('complaints.staff.statuses.in-progress'), 'complaints.staff.move');

  // A published message template (the back office's content, in the complainant's Portuguese)
  // fills the reply and picks its frame; the officer adds to it.
  await choose(page, say('complaints.staff.fillReplyFrom'), 'Resolvida');
  await expect(page.getByRole('combobox', { name: say('complaints.staff.template') })).toContainText(say('complaints.staff.templates.answer'));
  const replyText = page.getByRole('textbox', { name: say('complaints.staff.replyText') });
  await expect(replyText).toHaveValue(/^A instituição aceitou a solução que pediu/);
  await replyText.fill(`${await replyText.inputValue()}\n\nO banco devolveu os dois pagamentos a 20 de Novembro.`);
  // The file chooser is the browser's own dialog: the file is set on the focused input.
  const files = page.getByLabel(say('complaints.staff.replyFiles'));
  await files.focus();
  await files.setInputFiles(TEXT_FILE('resposta-do-banco.txt', 'Carta do banco\n'));
  await press(page.getByRole('button', { name: say('complaints.staff.send') }));
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 10_000 });
  // (The receipt with the complaint's PDF copy came to the same address when it was sent.)
  const replies = async () => (await addressed(complainant)).filter((m) => m.subject?.includes(reference) && m.attachments.some((a) => a.filename === 'resposta-do-banco.txt'));
  await expect.poll(async () => (await replies()).length, { timeout: 30_000 }).toBe(1);
  const [reply] = await replies();
  expect(reply!.attachments.map((a) => a.filename)).toEqual(['resposta-do-banco.txt']);
  expect(reply!.text).toContain('O banco devolveu os dois pagamentos');
  expect(reply!.text).toContain('A instituição aceitou a solução que pediu');

  await step('complaints.staff.moveTo', say('complaints.staff.statuses.answered'), 'complaints.staff.move');
  await step('complaints.staff.moveTo', say('complaints.staff.statuses.closed'), 'complaints.staff.move');
  const timeline = page.locator('ol').filter({ hasText: say('complaints.staff.events.reply') });
  await expect(timeline).toContainText(say('complaints.staff.statuses.closed'));
  await expect(page.getByRole('button', { name: say('complaints.staff.send') })).toHaveCount(0);
  await expectNoAxeViolations(page, 'a closed complaint');
  await context.close();
});

test('an application is approved with its letter, in Chinese', async ({ browser, playwright }) => {
  const officer = (await team()).applications!;
  const applicant = 'applicant.e2e@example.mo';
  const publicSide = await playwright.request.newContext({ baseURL: server.base });
  const sent = await publicSide.post('/api/v1.0/reproduction/apply', {
    headers: { Origin: server.base, 'Api-Language': 'zh-hant' },
    multipart: {
      applicantName: '海灣教育出版社',
      contactPerson: '陳大文',
      email: applicant,
      areaCode: '853',
      phone: '66123456',
      purpose: 'teaching',
      banknotes: JSON.stringify([{ bank: 'bnu', denomination: '10', quantity: 200, sides: 'single' }]),
      coins: '[]',
      finished: 'same',
      declaration: 'true',
      undertaking: 'true',
      attachments: TEXT_FILE('sample.txt', '樣本\n'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const reference = ((await sent.json()) as Envelope<{ reference: string }>).data.reference;
  await publicSide.dispose();

  const lang: StaffLang = 'zh-hant';
  const say = (key: string) => staffText(lang, key, {}, APPLICATIONS_RESOURCE.text!);
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, officer, lang);
  await page.goto(`/staff/applications?filter=${encodeURIComponent(JSON.stringify({ reference }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await press(page.locator('tbody tr').getByRole('link'));
  await expect(page.getByRole('heading', { name: say('applications.staff.actions') })).toBeVisible();
  await expect(page.getByRole('table', { name: say('applications.staff.sizeCheck') })).toContainText(say('applications.staff.verdicts.same-as-sample'));
  await expectNoAxeViolations(page, 'one application');
  await expectStaffReflow(page, 'one application');

  await choose(page, say('applications.staff.action'), say('applications.staff.approve'));
  await page.getByRole('textbox', { name: say('applications.staff.text') }).fill('批准作教學用途，複製品須印上「樣本」字樣。');
  await press(page.getByRole('button', { name: say('applications.staff.send') }));
  await expect(page.getByText(say('applications.staff.saved'))).toBeVisible();
  await expect(page.getByRole('link', { name: say('applications.staff.letter') })).toBeVisible();
  await expect(page.getByRole('heading', { name: say('applications.staff.actions') })).toHaveCount(0);
  await expectNoAxeViolations(page, 'an approved application');

  // The applicant's mails: the receipt with the application's PDF copy, then the decision with its letter.
  const mails = async () => (await addressed(applicant)).filter((m) => m.subject?.includes(reference) && m.attachments.some((a) => a.contentType === 'application/pdf'));
  await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(2);
  const letter = (await mails())[1];
  // The letter the officer can download is the one the applicant was sent.
  const download = page.waitForEvent('download');
  await press(page.getByRole('link', { name: say('applications.staff.letter') }));
  const file = await (await download).path();
  expect(readFileSync(file).equals(letter!.attachments.find((a) => a.contentType === 'application/pdf')!.content)).toBe(true);
  await context.close();
});

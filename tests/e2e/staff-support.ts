/**
 * Staff people for the browser tests of the back office's features (issues 33–35):
 * a server of the spec's own (a copy of the run's seeded data folder, so no staff
 * account yet), its first administrator made from the setup link in its log, and
 * people in any roles, invited and enrolled through the staff API as a browser would
 * (origin, CSRF token, an authenticator code computed with otplib). The screens under
 * test are then walked by keyboard as one of these people (`signInAs`).
 * tests/e2e/staff.spec.ts walks the door itself (setup, enrolment, invitation) on screen.
 */
import { deflateSync } from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import { generate } from 'otplib';
import { freePort } from '../../scripts/free-port.mjs';
import { raPt } from '../../src/features/staff/ui/ra-pt.ts';
import { raZhHant } from '../../src/features/staff/ui/ra-zh-hant.ts';
import type { ScreenText } from '../../src/features/staff/ui/screens.ts';
import { STAFF_TEXT_EN, STAFF_TEXT_PT, STAFF_TEXT_ZH_HANT } from '../../src/features/staff/ui/text.ts';
import { E2E_SMTP_PORT } from '../playwright.config.ts';
import { useTestMailbox } from './mailbox.ts';
import { watchCsp } from './axe.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export type StaffLang = 'zh-hant' | 'en' | 'pt';
export type StaffRoleName = 'administrator' | 'editor' | 'publisher' | 'data-officer' | 'shop-clerk' | 'complaints-officer' | 'applications-officer' | 'auditor';

const SHELL: Record<StaffLang, Record<string, unknown>> = {
  'zh-hant': { ...raZhHant, ...STAFF_TEXT_ZH_HANT },
  en: { ...englishMessages, ...STAFF_TEXT_EN },
  pt: { ...raPt, ...STAFF_TEXT_PT },
};

/**
 * A screen's text as the person reads it: the shell's and react-admin's, then the
 * given screens' own (polyglot keys, flat or nested; the first plural form).
 */
export function staffText(lang: StaffLang, key: string, params: Record<string, string> = {}, ...screens: ScreenText[]): string {
  for (const messages of [...screens.map((s) => s[lang]), SHELL[lang]]) {
    const found = key in messages ? messages[key] : key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof found === 'string') return Object.entries(params).reduce((s, [k, v]) => s.replaceAll(`%{${k}}`, v), found.split(' |||| ')[0] ?? found);
  }
  throw new Error(`no text ${key} in ${lang}`);
}

export interface StaffServer {
  base: string;
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

/** A server of the spec's own on a copy of the run's seeded data (no staff account yet); `stop` ends it and removes the copy. */
export async function startStaffServer(env: Record<string, string> = {}): Promise<StaffServer> {
  // Called from a beforeAll hook: its 30 s are the test's, and a server opening a copied
  // database on a busy machine can take longer; the start has its own deadline below.
  test.setTimeout(240_000);
  // The start's own deadline counts from here (the copy below is part of it), well inside the hook's.
  const deadline = Date.now() + 200_000;
  const work = mkdtempSync(join(tmpdir(), 'amcm-staff-'));
  const dataDir = join(work, 'data');
  if (process.env.E2E_SEEDED_DIR) cpSync(process.env.E2E_SEEDED_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const child = spawn(npm, ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_FORMAT: 'json', NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`, SITE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A hook that times out never hands the server to its afterAll: the worker's exit ends it then.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const base = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  while (Date.now() < deadline) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { base, child, log: () => out, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not start:\n${out}`);
}

export interface StaffPerson {
  name: string;
  email: string;
  password: string;
  /** The authenticator key (base32). */
  secret: string;
  roles: StaffRoleName[];
}

/** The current code of an authenticator holding `secret`. */
export const totp = (secret: string): Promise<string> => generate({ secret: secret.replace(/\s+/g, '') });

/** Staff API calls as one browser would make them: its cookies, this site's Origin, the session's CSRF token. */
class StaffClient {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  private readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async call<T>(path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Api-Language': 'en' };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', Origin: this.base, ...(this.csrf ? { 'X-CSRF-Token': this.csrf } : {}) });
    const response = await fetch(`${this.base}/api/staff/${path}`, { method: body === undefined ? 'GET' : 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0/i.test(line) || at === pair.length - 1) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const envelope = (await response.json()) as { code: number; data: T; message: string };
    if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${envelope.message}`);
    if (path === 'me' || path.startsWith('me/second-factor/confirm') || path === 'links/accept') this.csrf = (await this.me()).csrfToken;
    return envelope.data;
  }

  private async me(): Promise<{ csrfToken: string }> {
    const response = await fetch(`${this.base}/api/staff/me`, { headers: { Accept: 'application/json', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    return ((await response.json()) as { data: { csrfToken: string } }).data;
  }

  /** Accepts a setup or invitation link and sets up the second factor; returns the key. */
  async acceptAndEnrol(token: string, person: { name: string; email?: string; password: string }): Promise<string> {
    // Only a setup link takes an address; an invitation carries its own.
    await this.call('links/accept', { token, name: person.name, password: person.password, ...(person.email ? { email: person.email } : {}) });
    const started = await this.call<{ secret: string }>('me/second-factor/start', { password: person.password });
    await this.call('me/second-factor/confirm', { code: await totp(started.secret) });
    return started.secret;
  }
}

const tokenOf = (link: string): string => new URL(link).hash.replace(/^#token=/, '');

/**
 * The server's first administrator (from the setup link in its log) and one person for
 * each entry of `wanted` (the roles they hold), invited by that administrator and
 * enrolled. Names and addresses are made up on the reserved `.example` domain; each
 * call of a spec should pass a `tag` of its own, so two specs' people never share an address.
 * Once per server: the setup link works once, so a spec invites all its people in one call.
 */
export async function staffTeam(server: StaffServer, tag: string, wanted: Record<string, StaffRoleName[]>): Promise<{ admin: StaffPerson } & Record<string, StaffPerson>> {
  const line = server.log().split('\n').find((l) => l.includes('"staff.setup-link"'));
  if (!line) throw new Error(`no setup link in the server log:\n${server.log()}`);
  const adminPerson = { name: `Admin ${tag}`, email: `admin.${tag}@amcm.example`, password: `harbour lantern seven kites ${tag}` };
  const adminClient = new StaffClient(server.base);
  const admin: StaffPerson = { ...adminPerson, roles: ['administrator'], secret: await adminClient.acceptAndEnrol(tokenOf((JSON.parse(line) as { url: string }).url), adminPerson) };
  const team: Record<string, StaffPerson> = { admin };
  const mailbox = useTestMailbox();
  for (const [key, roles] of Object.entries(wanted)) {
    const person = { name: `${key} ${tag}`, email: `${key}.${tag}@amcm.example`.toLowerCase(), password: `junk boats drift past taipa ${key} ${tag}` };
    // The run's mailbox may hold an earlier invitation to this address (a retried spec, another server): this one is the next.
    const before = (await mailbox.addressed(person.email)).length;
    await adminClient.call('invitations/new', { email: person.email, name: person.name, roles, locale: 'en' });
    await expect.poll(async () => (await mailbox.addressed(person.email)).length, { timeout: 20_000 }).toBeGreaterThan(before);
    const link = /https?:\/\/\S+\/staff\/account#token=[A-Za-z0-9_-]+/.exec((await mailbox.addressed(person.email)).at(-1)?.text ?? '')?.[0];
    if (!link) throw new Error(`no invitation link for ${person.email}`);
    team[key] = { ...person, roles, secret: await new StaffClient(server.base).acceptAndEnrol(tokenOf(link), { name: person.name, password: person.password }) };
  }
  return team as { admin: StaffPerson } & Record<string, StaffPerson>;
}

/** Signs in on the page, by keyboard, in the chosen staff language; ends on the home screen. */
export async function signInAs(page: Page, person: StaffPerson, lang: StaffLang = 'en'): Promise<void> {
  watchCsp(page);
  await page.goto('/staff/login');
  if (lang !== 'zh-hant') {
    await page.getByRole('combobox', { name: staffText('zh-hant', 'staff.locale.label') }).press('Enter');
    await page.getByRole('option', { name: lang === 'en' ? 'English' : 'Português' }).press('Enter');
  }
  await page.getByLabel(staffText(lang, 'staff.signIn.email')).fill(person.email);
  await page.getByLabel(staffText(lang, 'staff.signIn.password')).fill(person.password);
  await page.getByLabel(staffText(lang, 'staff.signIn.password')).press('Enter');
  const codeField = page.getByLabel(staffText(lang, 'staff.signIn.code'));
  await expect(codeField).toBeFocused();
  await codeField.fill(await totp(person.secret));
  await codeField.press('Enter');
  await expect(page.getByRole('heading', { name: staffText(lang, 'staff.home.title'), level: 1 })).toBeVisible();
}

/** The page at 320 px is no wider than the viewport (a wide table scrolls in its own box); back to 1280 px after. */
export async function expectStaffReflow(page: Page, label: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${label} at 320 px is wider than the viewport` }).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** With STAFF_SHOTS=<folder>, saves the page at 1280 and 375 px (full height), to look at; back to 1280 px after. */
export async function staffShots(page: Page, label: string): Promise<void> {
  const folder = process.env.STAFF_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${label.replace(/\W+/g, '-')}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A small PNG of one colour (what an editor's camera would give, smaller). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_v, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_v, i) => rgb[i % 3] as number)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

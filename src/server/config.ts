/**
 * Server configuration, read once from the environment and validated, so a typo in
 * a variable fails at start with a clear message instead of at the first request.
 * Every variable is documented in the README.
 */
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED_ON_START: bool.default(true),
  PREVIEW_KEY: z.string().optional(),
  FRAME_ANCESTORS: z.string().default(''),
  LOG_FORMAT: z.enum(['json', 'off']).default('json'),
  /**
   * Test mode: enables `/api/test/*` hooks that change settings, for the browser
   * tests only. Never set in production.
   */
  TEST_HOOKS: bool.default(false),
  /**
   * Proxies in front of the server that append to X-Forwarded-For (0: none, the
   * socket address is the client). Used to rate-limit verification code attempts per client.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** SMTP server for the e-mail outbox (`smtp://user:pass@host:587`, `smtps://…`); empty: write .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From address of every e-mail the site sends. */
  MAIL_FROM: z.string().min(3).default('Monetary Authority of Macao <no-reply@amcm.gov.mo>'),
  /** Where the default transport writes .eml files (empty: `<DATA_DIR>/mail`). */
  MAIL_DIR: z.string().default(''),
  /** Run the outbox worker in this process (turn off for processes that must not send). */
  MAIL_WORKER: bool.default(true),
  /** The site's public origin for links in e-mails (e.g. https://www.amcm.gov.mo); default http://HOST:PORT. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** The one language of the staff notices (complaints, applications, coin orders): zh-hant, en or pt, the staff screens' languages. */
  STAFF_MAIL_LANGUAGE: z.enum(['zh-hant', 'en', 'pt'], { error: 'STAFF_MAIL_LANGUAGE must be zh-hant, en or pt' }).default('zh-hant'),
  /** Staff address told of every reproduction application (and other applications); empty: no staff notification. */
  APPLICATIONS_NOTIFY_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  /** Staff mailbox told of every new complaint (one address); empty: no staff notification. */
  COMPLAINTS_NOTIFY_EMAIL: z
    .string()
    .regex(/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/, 'COMPLAINTS_NOTIFY_EMAIL must be one e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Heavy exports (spreadsheets, PDFs) running at once in this instance; more answer 429 (src/server/http/export-slots.ts). */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Where staff are told about each new coin order (one address); empty: no staff notice. */
  ORDERS_NOTIFY_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  /** Days a coin buyer has to pay once staff request payment; unpaid orders then expire and their coins go back on sale. */
  COIN_PAYMENT_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  NODE_ENV: z.string().default('production'),
  /** The render cache of public pages in the server (src/server/cache/render-cache.ts); `false` renders every request. */
  RENDER_CACHE: bool.default(true),
  /**
   * The most the render cache holds, in MB (bodies and their compressed copies). Hot
   * pages are a few hundred at most; a bound well under the server's memory target
   * keeps a crawl of endless query strings from filling the memory with one-off pages.
   */
  RENDER_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** Create one demo staff account per role at start (passwords printed once); refused when NODE_ENV=production. */
  SEED_DEMO_STAFF: bool.default(false),
  /**
   * The back office (`/staff`, `/api/staff/…`): `on` serves it, `off` makes every such path
   * the ordinary 404 (public instances; see the README's production notes).
   */
  STAFF_ROUTES: z.enum(['on', 'off'], { error: 'STAFF_ROUTES must be on or off' }).default('on'),
  /**
   * How long a client may take to send a request's headers (from its connection or its
   * previous answer) before the server answers 408 and closes: slow-header clients
   * cannot hold connections (Node's own default is 60 s).
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** How long a request body may make no progress before the server answers 408 and closes (src/server/http/body-timeout.ts). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** On SIGTERM, how long requests in flight and the mail worker's pass may take before the server closes anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** A bad environment: one line per variable, for a person to read (no stack trace). */
export class ConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.lines = lines;
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = i.path.join('.');
      const value = env[name];
      // The value is shown unless it may hold a secret (a URL with a password, a key).
      const shown = value === undefined || /URL|KEY/.test(name) ? '' : ` (got ${JSON.stringify(value)})`;
      return `Invalid configuration: ${name}${shown}: ${i.message}`;
    });
    throw new ConfigError(lines);
  }
  return parsed.data;
}

let cached: ServerConfig | undefined;

/** The configuration of this process, read once. */
export function getConfig(): ServerConfig {
  cached ??= readConfig();
  return cached;
}

// Load benchmark of the built site (`npm run bench`), on loopback only.
//
// Starts the real server (scripts/start.mjs on dist/, fresh PGlite data directory,
// seeded) as a child process, then for every benchmark case:
//   - asks the site once for the case's request and keeps the exact response
//     (status, headers, bytes);
//   - serves those same bytes and headers from a bare node:http server in this
//     process: the baseline, i.e. the cost of HTTP alone on this machine;
//   - runs autocannon against the site and then the baseline with the same
//     settings, each after a warm-up run that is not counted.
// Prints ONE JSON object. The first case (`page`, a content page) is at the top
// level: { page, site: {reqPerSec, p50, p99}, baseline: {…}, ratio: {…} }; further
// cases are added to CASES below and reported under `cases.<name>` with the same
// shape. Latencies are in milliseconds; ratios are site / baseline.
//
// Environment: BENCH_DURATION (seconds per measured run, default 10),
// BENCH_WARMUP (seconds, default 2), BENCH_START_WARMUP (seconds of load on the
// first case of a freshly started server, and on the baseline, before anything is
// measured; default 8), BENCH_CONNECTIONS (default 10),
// BENCH_PAGE (a site path to use instead of the first second-level menu page),
// BENCH_SKIP_BUILD=1 (never build; by default the site is built when dist/ is missing),
// BENCH_CASES (comma-separated case names to run, e.g. `page,home`; default all).
// Cases: `page` (a content page), `home` (/en/), `rates` (the exchange rates page),
// `newsList` (the first news category page), all English HTML without Accept-Encoding.
// Each case reports `servedBy`: the X-Render-Cache header of a repeated request
// (`hit`: the render cache served it). RENDER_CACHE=false measures rendering alone.
//
// Registers mode (BENCH_REGISTERS=1; BENCH_REGISTER_COUNT, default 120000): the
// server seeds that many register records (REGISTERS_SEED_COUNT) and runs with
// TEST_HOOKS so the bench can solve a verification code; the output gains
// `registers`: p50/p95/max of sequential register searches per query (1 and 2
// Chinese characters, 3+ characters, Latin partial, licence number; measured at
// the client on loopback, so an upper bound of the server time), and the latency
// of small requests sent every 20 ms while a 10,000-row xlsx and a PDF export run
// (the event loop blocking an export causes).
//
// Forms (on by default; BENCH_FORMS=0 skips it): the server runs with TEST_HOOKS so
// the bench can post the test-only form `POST /api/test/forms-upload` (submitForm +
// readUploads + enqueueMail: one transaction with a 64 KiB attachment and a receipt
// e-mail). The output gains `forms`:
//   - `submit`: 20 concurrent clients (BENCH_FORMS_CONNECTIONS) posting that form for
//     BENCH_DURATION seconds: site and baseline {reqPerSec, p50, p95, p99} (ms) and the
//     ratios site / baseline, the baseline answering the same bytes after reading
//     the same body;
//   - `upload5mb`: 20 clients each uploading a 5 MB file at once: the server's RSS
//     (read from /proc) before and at its peak, the growth against the 100 MB sent
//     (`growthPerUploadedByte`), and the burst's duration and p95 for the site and the
//     baseline.
//
// Heavy exports (on by default; BENCH_EXPORTS=0 skips it): four of the heaviest exports
// at once (the rate workbook over 1900–2100, twice; the whole register as xlsx and as
// PDF, each with its own validate key), the server allowing four at a time
// (EXPORT_CONCURRENCY=4) so all four really run, while /healthz is asked every 10 ms.
// The output gains `exports`: /healthz latency {n, p50, p95, max} (target: max under
// 100 ms), the server's RSS before, at its peak and 2 s after the exports (target:
// after under 400 MB; `rssAfter5sMB` 5 s after; `rssThreadsEndedMB` 13 s after, once
// the export threads have ended), the machine's 1-minute load average before and 13 s
// after (`loadAverage`: on a shared machine the worst latency follows it), each
// export's status, time and size, and the status of a fifth
// export sent while the four run (429 with Retry-After: the instance's limit).
//
// Coin orders (on by default; BENCH_COINS=0 skips it): the server runs with TEST_HOOKS
// (to give two coins a large stock through `POST /api/test/coins-stock`) and
// TRUST_PROXY_HOPS=1 (each simulated buyer sends its own X-Forwarded-For, as buyers
// behind a proxy would, so the per-address order limit does not stop the run). 50
// concurrent buyers (BENCH_COINS_CONNECTIONS) each place orders of the same two coins
// (one hot row, as when an issue goes on sale), every order from a new buyer (e-mail,
// phone) with its own Idempotency-Key, for BENCH_DURATION seconds. The output gains
// `coins.order`: site and baseline {reqPerSec (= orders per second), p50, p95, p99} and
// the ratios, plus `stockTaken`, the coins the orders took (read back from
// GET /coins/list): at least twice the answered orders (an order still in flight when
// a run stops may commit unanswered).
//
// Publishing (on by default; BENCH_PUBLISH=0 skips it; needs TEST_HOOKS): the rates
// page under load twice quietly and once while a news item is published halfway
// (`/api/test/alerts-publish`). The output gains `publish`: the three runs' figures,
// `noiseP99` (quiet over quiet), `publishP99` (the publication's run over the quiet
// mean), and `renderedAfter`: per page (home, news list, rates, the content page) the
// X-Render-Cache of its first answer after the publication (`miss`: rendered again).
//
// Search (on by default; BENCH_SEARCH=0 skips it): before the server starts, its
// data directory is seeded and scaled to SEARCH_BENCH_DOCUMENTS search documents
// (default 20,000 over the four languages; scripts/bench-search-docs.ts). The
// output gains `search`: p50/p95/max of 40 sequential `POST /api/v1.0/search`
// calls per kind of query (1 and 2 Chinese characters in each script, 3
// characters, a Latin word, a prefix, an accent-folded word, a quoted phrase,
// mixed queries, and the server-rendered results page), measured at the client
// on loopback (an upper bound of the server time), beside the content page
// fetched the same way, with the ratios of each p95 to the content page's, and the
// machine's 1-minute load average before and after the calls (`loadAverage`: on a
// shared machine the times follow it).
//
// Uncached (on by default; BENCH_UNCACHED=0 skips it): a second server with the render
// cache off (RENDER_CACHE=false) and TEST_HOOKS runs the same cases against the same
// baseline. The output gains `uncached.<case>`: the same figures and ratios, and
// `queriesPerRender` (SQL statements one render runs, from the server's count read
// through `GET /api/test/query-count` before and after one request). Beside the
// cases, `uncached.shellOnly` measures the same way the SPEC §2 footer test route
// (`/en/test/footer`: the page's head, its scripts and the footer, no header and no
// content): the cost of Astro's request pipeline and the shell alone, an anchor for
// reading the content page's ratio (not a target).
//
// Lighthouse (on by default; BENCH_LIGHTHOUSE=0 skips it; BENCH_LIGHTHOUSE_RUNS,
// default 3): lab page load of the home page, a news list, the exchange rates page and
// a register page, with Lighthouse's mobile settings in Debian's Chromium
// (E2E_CHROMIUM_PATH overrides /usr/bin/chromium); the output gains `lighthouse`:
// median LCP, CLS, total blocking time and FCP per page (scripts/bench-lighthouse.mjs).
//
// `targets` repeats issue 17's targets next to the figures.
//
// BENCH_DATABASE_URL (a PostgreSQL server URL whose user may create databases): every
// server started gets a fresh database there instead of embedded PGlite (each dropped
// at the end), as in a production deployment; `settings.database` says which ran.
//
// Memory (on by default; BENCH_MEMORY=0 skips it): the server's RSS (from /proc) when
// idle, 5 s after it answers its first /healthz and before anything else is asked, then
// during BENCH_MEMORY_SECONDS (default 60) of mixed load at the end of the run (10
// connections cycling through pages in four languages, uncached searches and news
// pages with changing query strings, JSON APIs and the rate export as CSV), sampled
// every 5 s, and 5 s after the load stops. The output gains `memory`: {idleMB,
// samplesMB, afterMB, growthSecondHalfMB, grew, targets} where `grew` is whether the
// RSS rose more than 5% over the second half of the load (target: after under 400 MB
// and not growing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { freePort } from './free-port.mjs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { lighthouseBench } from './bench-lighthouse.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';

const settings = {
  connections: positiveInt('BENCH_CONNECTIONS', 10),
  duration: positiveInt('BENCH_DURATION', 10),
  warmup: positiveInt('BENCH_WARMUP', 2, true),
  // A server just started answers a cached page at about 15,000 requests a second in its
  // first 2 s and reaches its steady 33,000–38,000 only after about 6 s (V8 optimising the
  // hot path, the young generation growing to its size): the first case measured on it
  // used to carry that ramp (content page 0.62–0.67 of the baseline with 2 s of warm-up,
  // 0.82 after 8 s, in back-to-back runs), the later cases did not.
  startWarmup: positiveInt('BENCH_START_WARMUP', 8, true),
};

function positiveInt(name, fallback, allowZero = false) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    console.error(`${name} must be a${allowZero ? ' non-negative' : ' positive'} integer, got "${raw}".`);
    process.exit(2);
  }
  return value;
}

/** Progress goes to stderr so stdout carries only the JSON result. */
function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

// --- Benchmark cases ---------------------------------------------------------------
/**
 * A case resolves, against the running site, to one request: { label, path,
 * method?, headers?, body? }. The site's response to it becomes the baseline's.
 */
const CASES = [
  {
    name: 'page',
    async request(site) {
      if (process.env.BENCH_PAGE) return { label: process.env.BENCH_PAGE, path: process.env.BENCH_PAGE };
      const menu = await getJson(site, '/api/v1/menu', { 'api-language': 'en' });
      const second = (menu.data ?? [])
        .filter((item) => item.showInMenu && !item.url)
        .flatMap((item) => item.childrens ?? [])
        .find((child) => child.showInMenu && !child.url);
      const path = second ? `/en/${second.path}` : '/en/';
      return { label: path, path, headers: { accept: 'text/html', 'accept-language': 'en' } };
    },
  },
  { name: 'home', request: async () => htmlRequest('/en/') },
  { name: 'rates', request: async (site) => htmlRequest(await modulePath(site, 'exchange-rate')) },
  { name: 'newsList', request: async (site) => htmlRequest(await modulePath(site, 'news-category')) },
];

/** The uncached anchor: a page of the shell alone (see the header comment). */
const SHELL_ONLY = { name: 'shellOnly', request: async () => htmlRequest('/en/test/footer') };

function htmlRequest(path) {
  return { label: path, path, headers: { accept: 'text/html', 'accept-language': 'en' } };
}

/** The English path of the first menu page that runs a page module (e.g. `exchange-rate`). */
async function modulePath(site, module) {
  const menu = await getJson(site, '/api/v1/menu', { 'api-language': 'en' });
  const find = (items) => {
    for (const item of items ?? []) {
      if (item.page?.module === module) return item.path;
      const found = find(item.childrens);
      if (found) return found;
    }
    return undefined;
  };
  const path = find(menu.data);
  if (!path) throw new Error(`no menu page runs the ${module} module`);
  return `/en/${path}`;
}

const SELECTED = process.env.BENCH_CASES ? CASES.filter((c) => process.env.BENCH_CASES.split(',').includes(c.name)) : CASES;
if (!SELECTED.length) {
  console.error(`BENCH_CASES names no case (cases: ${CASES.map((c) => c.name).join(', ')}).`);
  process.exit(2);
}
const REGISTERS = process.env.BENCH_REGISTERS === '1';
const FORMS = process.env.BENCH_FORMS !== '0';
const FORMS_CONNECTIONS = positiveInt('BENCH_FORMS_CONNECTIONS', 20);
const COINS = process.env.BENCH_COINS !== '0';
const PUBLISH = process.env.BENCH_PUBLISH !== '0';
const COINS_CONNECTIONS = positiveInt('BENCH_COINS_CONNECTIONS', 50);
const BENCH_COINS = ['2026-year-of-the-horse-silver', '2025-heritage-silver'];
const REGISTER_COUNT = positiveInt('BENCH_REGISTER_COUNT', 120_000);
const EXPORTS = process.env.BENCH_EXPORTS !== '0';
const EXPORT_CONCURRENCY = 4;
const SEARCH = process.env.BENCH_SEARCH !== '0';
const MEMORY = process.env.BENCH_MEMORY !== '0';
const MEMORY_SECONDS = positiveInt('BENCH_MEMORY_SECONDS', 60);
const SEARCH_DOCUMENTS = positiveInt('SEARCH_BENCH_DOCUMENTS', 20_000);
const UNCACHED = process.env.BENCH_UNCACHED !== '0';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = positiveInt('BENCH_LIGHTHOUSE_RUNS', 3);

/** Issue 17's targets, printed beside the figures they apply to. */
const TARGETS = {
  cachedRatio: { page: 0.8, home: 0.8, rates: 0.8 },
  uncachedRatio: { page: 0.05, home: 0.02, rates: 0.02 },
  uncachedPageP99Ms: 50,
};

/** A validate key through the real captcha calls and the test hook's answer. */
async function validateKey(site) {
  const challenge = await getJson(site, '/api/v1.0/cms/common/captcha');
  const answer = await getJson(site, `/api/test/captcha-answer?id=${encodeURIComponent(challenge.data.id)}`);
  const res = await exchange(site, {
    path: '/api/v1.0/cms/common/captcha_validate',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ id: challenge.data.id, code: answer.data.code }),
  });
  const body = JSON.parse(res.body.toString('utf8'));
  if (body.code !== 0) throw new Error(`captcha_validate answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return body.data.validateKey;
}

async function timed(site, request) {
  const started = performance.now();
  const res = await exchange(site, request);
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${request.path} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  return { ms, res };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2), max: round(sorted[sorted.length - 1] ?? 0, 2) };
}

async function registerBench(site) {
  const key = await validateKey(site);
  const headers = { 'validate-key': key, 'api-language': 'zh-hant', accept: 'application/json' };
  // The server's first search loads the route and the Chinese converter: once, before measuring.
  const warm = await getJson(site, `/api/v1.0/cms/insurance_intermediary?PageSize=1&Filters.Name=${encodeURIComponent('陳')}`, headers);
  const threeChars = [...(warm.data.data[0]?.nameZh ?? '陳家明')].slice(0, 3).join('');
  const queries = {
    zh1: 'Filters.Name=' + encodeURIComponent('黃'),
    zh1rare: 'Filters.Name=' + encodeURIComponent('蔚'),
    zh2: 'Filters.Name=' + encodeURIComponent('家明'),
    zh2simplified: 'Filters.Name=' + encodeURIComponent('伟华'),
    zh3: 'Filters.Name=' + encodeURIComponent(threeChars),
    latin2: 'Filters.Name=ch',
    latin3: 'Filters.Name=wai',
    latinPartial: 'Filters.Name=' + encodeURIComponent('chan ka'),
    latinAccent: 'Filters.Name=' + encodeURIComponent('conceicao'),
    licence: 'Filters.LicenceNo=' + encodeURIComponent('APS-01234'),
    categoryValidOn: 'Filters.Category=CRL&Filters.ValidOn=2026-12-15',
    page50: 'Filters.Category=ANG&Page=50',
    none: '',
  };
  const search = {};
  for (const [name, q] of Object.entries(queries)) {
    const path = `/api/v1.0/cms/insurance_intermediary?PageSize=20&${q}`;
    // The first call of a query counts its matches; later pages and repeats reuse the total (cached per register edition).
    const first = round((await timed(site, { path, headers })).ms, 2);
    for (let i = 0; i < 4; i++) await timed(site, { path, headers });
    const times = [];
    let total = 0;
    for (let i = 0; i < 40; i++) {
      const { ms, res } = await timed(site, { path, headers });
      times.push(ms);
      total = JSON.parse(res.body.toString('utf8')).data.total;
    }
    // Another page of the same query: rows at an offset, total from the cache.
    const page2 = round((await timed(site, { path: path.includes('Page=') ? path.replace(/Page=\d+/, 'Page=51') : `${path}&Page=3`, headers })).ms, 2);
    search[name] = { first, ...summary(times), page3: page2, total };
    log(`  search ${name}: first ${first} ms, p95 ${search[name].p95} ms, page 3 ${page2} ms (${total} rows)`);
  }
  const exports = {};
  // A server's first export loads exceljs and pdfkit (a one-off pause): done before measuring.
  await timed(site, { path: `/api/v1.0/cms/insurance_intermediary_excel_print?Filters.Category=CRE&ValidateKey=${key}`, headers: {} });
  await timed(site, { path: `/api/v1.0/cms/insurance_intermediary_pdfprint?Filters.Category=CRE&ValidateKey=${key}`, headers: {} });
  for (const [name, path] of [
    ['xlsx10k', `/api/v1.0/cms/insurance_intermediary_excel_print?Filters.Category=ANG&ValidateKey=${key}`],
    ['pdf10k', `/api/v1.0/cms/insurance_intermediary_pdfprint?Filters.Category=ANG&ValidateKey=${key}`],
  ]) {
    const probes = [];
    let running = true;
    const started = performance.now();
    const exported = exchange(site, { path, headers: { 'api-language': 'zh-hant' } }).finally(() => {
      running = false;
    });
    while (running) {
      const t0 = performance.now();
      await exchange(site, { path: '/api/v1.0/cms/intermediary_title', headers: { accept: 'application/json' } });
      probes.push(performance.now() - t0);
      await sleep(20);
    }
    const res = await exported;
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
    exports[name] = { exportMs: Math.round(performance.now() - started), bytes: res.body.length, concurrentRequestMs: summary(probes) };
    log(`  export ${name}: ${exports[name].exportMs} ms, ${res.body.length} bytes; concurrent request max ${exports[name].concurrentRequestMs.max} ms`);
  }
  return { records: REGISTER_COUNT, search, exports };
}

// --- Heavy exports -------------------------------------------------------------------
async function exportsBench(site, pid) {
  // The per-client limits count the bench as one client: start from clean counters.
  await exchange(site, { path: '/api/test/captcha-reset', method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: '{}' });
  const keys = [await validateKey(site), await validateKey(site)];
  const heavy = [
    ['ratesXlsx1', '/api/v1.0/cms/export_financial_info?Format=xlsx&Filters.Begin=1900-01-01&Filters.End=2100-12-31'],
    ['ratesXlsx2', '/api/v1.0/cms/export_financial_info?Format=xlsx&Filters.Begin=1900-01-01&Filters.End=2100-12-31&Lang=en'],
    ['registerXlsx', `/api/v1.0/cms/insurance_intermediary_excel_print?Filters.Category=ANG&Filters.Category=APS&Filters.Category=CRL&Filters.Category=CRE&ValidateKey=${keys[0]}`],
    ['registerPdf', `/api/v1.0/cms/insurance_intermediary_pdfprint?Filters.Category=ANG&Filters.Category=APS&Filters.Category=CRL&Filters.Category=CRE&ValidateKey=${keys[1]}`],
  ];
  // Loads exceljs and pdfkit once (a one-off pause that is not what is measured).
  await exchange(site, { path: '/api/v1.0/cms/export_financial_info?Format=xlsx' });
  await sleep(500);
  const rssBefore = await rssOf(pid);
  const loadBefore = Number(loadavg()[0]?.toFixed(2));
  let rssPeak = rssBefore ?? 0;
  let running = heavy.length;
  const probes = [];
  const started = performance.now();
  const runs = heavy.map(async ([name, path]) => {
    const t0 = performance.now();
    try {
      const res = await exchange(site, { path, headers: { 'api-language': 'zh-hant' } });
      return { name, status: res.status, ms: Math.round(performance.now() - t0), bytes: res.body.length };
    } finally {
      running -= 1;
    }
  });
  await sleep(50);
  const fifth = await exchange(site, { path: '/api/v1.0/cms/export_financial_info?Format=xlsx&Filters.Begin=1900-01-01&Filters.End=2100-12-31' });
  const at = fifth.rawHeaders.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'retry-after');
  const fifthRetryAfter = at >= 0 ? fifth.rawHeaders[at + 1] : null;
  while (running > 0) {
    const t0 = performance.now();
    await exchange(site, { path: '/healthz' });
    probes.push(performance.now() - t0);
    const rss = await rssOf(pid);
    if (rss !== null) rssPeak = Math.max(rssPeak, rss);
    await sleep(10);
  }
  const results = await Promise.all(runs);
  const totalMs = Math.round(performance.now() - started);
  await sleep(2000);
  const rssAfter = await rssOf(pid);
  await sleep(3000);
  const rssAfter5s = await rssOf(pid);
  // The last export thread ends after 10 s without work (src/server/export/pool.ts): what stays after.
  await sleep(8000);
  const rssSettled = await rssOf(pid);
  const loadAfter = Number(loadavg()[0]?.toFixed(2));
  const toMB = (bytes) => (bytes === null ? null : round(bytes / 1024 / 1024, 1));
  const healthz = summary(probes);
  log(`  /healthz during ${heavy.length} exports: p95 ${healthz.p95} ms, max ${healthz.max} ms (target < 100); RSS ${toMB(rssBefore)} → peak ${toMB(rssPeak)} → after ${toMB(rssAfter)} MB (target < 400) → ${toMB(rssAfter5s)} MB 5 s after → ${toMB(rssSettled)} MB once the export threads have ended; load average ${loadBefore} → ${loadAfter}`);
  for (const r of results) log(`  ${r.name}: ${r.status}, ${r.ms} ms, ${r.bytes} bytes`);
  log(`  a fifth export while they ran: ${fifth.status} (Retry-After ${fifthRetryAfter})`);
  return {
    concurrent: heavy.length,
    totalMs,
    healthzMs: healthz,
    rssBeforeMB: toMB(rssBefore),
    rssPeakMB: toMB(rssPeak),
    rssAfterMB: toMB(rssAfter),
    rssAfter5sMB: toMB(rssAfter5s),
    rssThreadsEndedMB: toMB(rssSettled),
    loadAverage: { before: loadBefore, after: loadAfter },
    exports: results,
    fifthExport: { status: fifth.status, retryAfter: fifthRetryAfter },
    targets: { healthzMaxMs: 100, rssAfterMB: 400, met: healthz.max < 100 && (rssAfter === null || rssAfter < 400 * 1024 * 1024) },
  };
}

// --- Search --------------------------------------------------------------------------
/** Seeds the data directory and scales it to SEARCH_DOCUMENTS search documents, before the server opens it. */
function prepareSearchData(env) {
  seedData(env);
  for (const script of ['scripts/bench-search-docs.ts']) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(root, script)], { cwd: root, env: { ...env, SEARCH_BENCH_DOCUMENTS: String(SEARCH_DOCUMENTS) }, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`${script} failed (exit code ${run.status}):\n${run.stderr.slice(-2000)}`);
    log(`  ${script}: ${Math.round(performance.now() - started)} ms ${run.stdout.trim().split('\n').at(-1)?.slice(0, 300) ?? ''}`);
  }
}

/** Seeds the data directory before the server opens it (its start then finds the work done). */
function seedData(env) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, 'scripts/seed.ts')], { cwd: root, env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`scripts/seed.ts failed (exit code ${run.status}):\n${run.stderr.slice(-2000)}`);
  log(`  scripts/seed.ts: ${Math.round(performance.now() - started)} ms`);
}

async function searchBench(site, contentPath) {
  const call = (lang, q) => ({
    path: '/api/v1.0/search',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-language': lang, accept: 'application/json' },
    body: JSON.stringify({ q, pageSize: 10 }),
  });
  const queries = {
    zh1Traditional: call('zh-hant', '息'),
    zh1Simplified: call('zh-hans', '币'),
    zh2Traditional: call('zh-hant', '銀行'),
    zh2Simplified: call('zh-hans', '银行'),
    zh2OtherScript: call('zh-hant', '货币'),
    zh3: call('zh-hant', '金融業'),
    latinWord: call('en', 'deposit'),
    latinPrefix: call('en', 'insur'),
    latinAccentFolded: call('pt', 'credito'),
    phrase: call('en', '"interest rate"'),
    mixedZh: call('zh-hant', 'MONIA 利率'),
    mixedLatin: call('en', 'bond 2026'),
    resultsPage: { path: `/zh-hant/search?q=${encodeURIComponent('銀行')}`, headers: { accept: 'text/html' } },
  };
  const run = async (request) => {
    for (let i = 0; i < 3; i++) await timed(site, request);
    const times = [];
    let res;
    for (let i = 0; i < 40; i++) {
      const result = await timed(site, request);
      times.push(result.ms);
      res = result.res;
    }
    return { times, res };
  };
  const loadBefore = Number(loadavg()[0]?.toFixed(2));
  const content = summary((await run({ path: contentPath, headers: { accept: 'text/html' } })).times);
  log(`  content page ${contentPath}: p95 ${content.p95} ms`);
  const out = {};
  for (const [name, request] of Object.entries(queries)) {
    const { times, res } = await run(request);
    const total = request.method === 'POST' ? JSON.parse(res.body.toString('utf8')).data.total : null;
    out[name] = { ...summary(times), ...(total === null ? {} : { total }), ratioP95: ratio(summary(times).p95, content.p95) };
    log(`  search ${name}: p95 ${out[name].p95} ms${total === null ? '' : ` (${total} results)`}`);
  }
  const loadAverage = { before: loadBefore, after: Number(loadavg()[0]?.toFixed(2)) };
  log(`  load average (1 min) ${loadAverage.before} before, ${loadAverage.after} after`);
  return { documents: SEARCH_DOCUMENTS, loadAverage, contentPage: { path: contentPath, ...content }, queries: out };
}

// --- Forms ---------------------------------------------------------------------------
const FORM_BOUNDARY = '----amcm-bench-form-boundary';

/** A multipart body of the test-only form with one text attachment of `size` bytes. */
function formBody(size, fill = 'a') {
  const field = (name, value) => `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(field('name', 'Bench Client') + field('email', 'bench@example.com')),
    Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="attachment.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    Buffer.alloc(size, fill),
    Buffer.from(`\r\n--${FORM_BOUNDARY}--\r\n`),
  ]);
}

/** Resident memory of a process in bytes (Linux /proc), or null elsewhere. */
async function rssOf(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : null;
  } catch {
    return null;
  }
}

async function burst(base, bodies, origin) {
  const started = performance.now();
  const times = await Promise.all(
    bodies.map(async (body) => {
      const t0 = performance.now();
      const res = await exchange(base, {
        path: '/api/test/forms-upload',
        method: 'POST',
        // Astro refuses cross-site form posts: a browser would send its page's origin.
        headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}`, 'content-length': String(body.length), 'api-language': 'en', origin },
        body,
      });
      if (res.status !== 200) throw new Error(`form upload answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
      return performance.now() - t0;
    }),
  );
  return { ms: round(performance.now() - started, 1), ...summary(times) };
}

async function formsBench(site, baseline, baselineBase, pid) {
  const MB = 1024 * 1024;
  const small = formBody(64 * 1024);
  const request = {
    label: 'POST /api/test/forms-upload (64 KiB attachment)',
    path: '/api/test/forms-upload',
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}`, 'api-language': 'en', origin: site },
    body: small,
  };
  const captured = await exchange(site, request);
  if (captured.status !== 200) throw new Error(`forms case answered ${captured.status}: ${captured.body.toString().slice(0, 300)}`);
  await baseline.serve(captured);
  log(`  submit: ${settings.warmup} s warm-up + ${settings.duration} s each, ${FORMS_CONNECTIONS} connections`);
  if (settings.warmup > 0) await load(site, request, settings.warmup, FORMS_CONNECTIONS);
  const siteResult = await load(site, request, settings.duration, FORMS_CONNECTIONS);
  if (settings.warmup > 0) await load(baselineBase, request, settings.warmup, FORMS_CONNECTIONS);
  const baselineResult = await load(baselineBase, request, settings.duration, FORMS_CONNECTIONS);
  log(`  submit p95: site ${siteResult.p95} ms, baseline ${baselineResult.p95} ms`);

  // 20 clients × 5 MB at once: each body differs, as real files would.
  const bodies = Array.from({ length: FORMS_CONNECTIONS }, (_, i) => formBody(5 * MB, String.fromCharCode(97 + (i % 26))));
  const rssBefore = await rssOf(pid);
  let rssPeak = rssBefore ?? 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rss = await rssOf(pid);
      if (rss !== null) rssPeak = Math.max(rssPeak, rss);
      await sleep(10);
    }
  })();
  const siteBurst = await burst(site, bodies, site);
  sampling = false;
  await sampler;
  const rssAfter = await rssOf(pid);
  const baselineBurst = await burst(baselineBase, bodies, site);
  const uploaded = bodies.reduce((n, b) => n + b.length, 0);
  const toMB = (bytes) => (bytes === null ? null : round(bytes / MB, 1));
  log(`  upload5mb: RSS ${toMB(rssBefore)} → peak ${toMB(rssPeak)} MB for ${toMB(uploaded)} MB sent; burst ${siteBurst.ms} ms (baseline ${baselineBurst.ms} ms)`);
  return {
    submit: {
      target: request.label,
      connections: FORMS_CONNECTIONS,
      site: siteResult,
      baseline: baselineResult,
      ratio: { ...ratiosOf(siteResult, baselineResult), p95: ratio(siteResult.p95, baselineResult.p95) },
    },
    upload5mb: {
      clients: bodies.length,
      uploadedMB: toMB(uploaded),
      rssBeforeMB: toMB(rssBefore),
      rssPeakMB: toMB(rssPeak),
      rssAfterMB: toMB(rssAfter),
      rssGrowthMB: rssBefore === null ? null : toMB(rssPeak - rssBefore),
      growthPerUploadedByte: rssBefore === null ? null : round((rssPeak - rssBefore) / uploaded, 3),
      site: siteBurst,
      baseline: baselineBurst,
      ratio: { ms: ratio(siteBurst.ms, baselineBurst.ms), p95: ratio(siteBurst.p95, baselineBurst.p95) },
    },
  };
}

/**
 * Issue 33: a publication during load. The rates page (which no news touches) is loaded
 * three times for BENCH_DURATION seconds: twice quietly (their ratio is this machine's
 * noise) and once with a news item published halfway (through the test hook that writes
 * the public tables as the publishing workflow's copy does, with the same content-tag
 * triggers). Then the first answer of each page after the publication says whether it
 * was rendered again (`miss`) or still served from the render cache (`hit`): only the
 * pages holding news should be.
 */
async function publishBench(site, contentPage) {
  const rates = await modulePath(site, 'exchange-rate');
  const newsList = await modulePath(site, 'news-category');
  const pages = { home: '/en/', newsList, rates, contentPage };
  const warm = async () => {
    for (const path of Object.values(pages)) for (let i = 0; i < 2; i++) await exchange(site, { path });
  };
  const request = { label: `GET ${rates}`, path: rates };
  await warm();
  await load(site, request, settings.warmup || 2);
  const quiet = await load(site, request, settings.duration);
  const quietAgain = await load(site, request, settings.duration);
  await warm();
  const during = load(site, request, settings.duration);
  await sleep((settings.duration * 1000) / 2);
  const title = `Bench publication ${String(Date.now())}`;
  const published = await exchange(site, { path: '/api/test/alerts-publish', method: 'POST', headers: { 'content-type': 'application/json', origin: site }, body: JSON.stringify({ topic: 'press', title }) });
  if (published.status !== 200) throw new Error(`alerts-publish answered ${published.status}: ${published.body.toString().slice(0, 200)}`);
  const loaded = await during;
  // The revision check runs about once a second: let it see the new tag before asking.
  await sleep(1500);
  const renderedAfter = {};
  for (const [name, path] of Object.entries(pages)) renderedAfter[name] = headerOf(await exchange(site, { path }), 'x-render-cache') ?? 'none';
  const home = (await exchange(site, { path: '/en/' })).body.toString();
  const figures = (r) => ({ reqPerSec: r.reqPerSec, p50: r.p50, p99: r.p99, errors: r.errors });
  const result = {
    target: request.label,
    quiet: figures(quiet),
    quietAgain: figures(quietAgain),
    duringPublish: figures(loaded),
    // Noise: the larger of the two quiet runs over the smaller; the publication's effect: its run over the quiet mean.
    noiseP99: ratio(Math.max(quiet.p99, quietAgain.p99), Math.min(quiet.p99, quietAgain.p99)),
    publishP99: ratio(loaded.p99, (quiet.p99 + quietAgain.p99) / 2),
    renderedAfter,
    newsOnHome: home.includes(title),
  };
  log(`  rates p99 quiet ${quiet.p99} / ${quietAgain.p99} ms, during the publication ${loaded.p99} ms; after it: ${Object.entries(renderedAfter).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  return result;
}

async function coinStock(site) {
  const list = await getJson(site, '/api/v1.0/coins/list', { 'api-language': 'en' });
  return Object.fromEntries(list.data.coins.filter((c) => BENCH_COINS.includes(c.slug)).map((c) => [c.slug, { stock: c.stock, price: c.price }]));
}

async function coinsBench(site, baseline, baselineBase) {
  for (const slug of BENCH_COINS) {
    const res = await exchange(site, { path: '/api/test/coins-stock', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug, stock: 1_000_000 }) });
    if (res.status !== 200) throw new Error(`coins-stock answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
  }
  const before = await coinStock(site);
  let buyer = 0;
  /** Every order from a new buyer (e-mail, phone, address) with its own Idempotency-Key. */
  const next = () => {
    buyer += 1;
    const n = String(buyer).padStart(7, '0');
    return {
      headers: {
        'content-type': 'application/json',
        'api-language': 'en',
        origin: site,
        'idempotency-key': `bench-order-${n}-${String(process.pid)}`,
        'x-forwarded-for': `10.${String((buyer >> 16) & 255)}.${String((buyer >> 8) & 255)}.${String(buyer & 255)}`,
      },
      body: JSON.stringify({
        name: 'Bench Buyer',
        address: 'Avenida da Praia Grande 1, Macao',
        phone: `6${n}`,
        email: `buyer${n}@example.mo`,
        contactSlot: 'either',
        smsConsent: 'no',
        delivery: 'counter',
        lines: BENCH_COINS.map((slug) => ({ slug, quantity: 1, price: before[slug].price })),
      }),
    };
  };
  const first = next();
  const request = { label: 'POST /api/v1.0/coins/order (2 lines, a new buyer each time)', path: '/api/v1.0/coins/order', method: 'POST', timeoutSeconds: 60, ...first };
  const captured = await exchange(site, request);
  if (captured.status !== 200) throw new Error(`coins order answered ${captured.status}: ${captured.body.toString().slice(0, 300)}`);
  await baseline.serve(captured);
  const varying = { ...request, setupRequest: (req) => ({ ...req, ...next() }) };
  log(`  order: ${settings.warmup} s warm-up + ${settings.duration} s each, ${COINS_CONNECTIONS} buyers`);
  const counted = { accepted: 1 };
  if (settings.warmup > 0) counted.accepted += (await load(site, varying, settings.warmup, COINS_CONNECTIONS)).accepted;
  const siteResult = await load(site, varying, settings.duration, COINS_CONNECTIONS);
  counted.accepted += siteResult.accepted;
  if (settings.warmup > 0) await load(baselineBase, varying, settings.warmup, COINS_CONNECTIONS);
  const baselineResult = await load(baselineBase, varying, settings.duration, COINS_CONNECTIONS);
  const after = await coinStock(site);
  const stockTaken = BENCH_COINS.reduce((sum, slug) => sum + before[slug].stock - after[slug].stock, 0);
  log(`  order: ${siteResult.reqPerSec} orders/s, p95 ${siteResult.p95} ms (baseline ${baselineResult.p95} ms); stock taken ${stockTaken} for ${counted.accepted} orders`);
  // Orders still in flight when a run stops may commit unanswered, so taken ≥ answered; less would be a lost order.
  if (stockTaken < counted.accepted * BENCH_COINS.length) throw new Error(`stock taken (${stockTaken}) is less than ${BENCH_COINS.length} × the accepted orders (${counted.accepted})`);
  return {
    order: {
      target: request.label,
      connections: COINS_CONNECTIONS,
      site: siteResult,
      baseline: baselineResult,
      ratio: { ...ratiosOf(siteResult, baselineResult), p95: ratio(siteResult.p95, baselineResult.p95) },
      ordersAccepted: counted.accepted,
      stockTaken,
    },
  };
}

// --- Helpers -------------------------------------------------------------------------

/** One raw HTTP exchange: status, raw header pairs and body bytes, nothing decoded. */
function exchange(base, { path, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(url, { method, headers: { 'accept-encoding': 'identity', ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

async function getJson(base, path, headers = {}) {
  const res = await exchange(base, { path, headers: { accept: 'application/json', ...headers } });
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return JSON.parse(res.body.toString('utf8'));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await exchange(base, { path: '/healthz' });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** A response header of an `exchange` result (case-insensitive), or undefined. */
function headerOf(res, name) {
  for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i]?.toLowerCase() === name) return res.rawHeaders[i + 1];
  return undefined;
}

/** Headers that belong to one connection, not to the response: the baseline sets its own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * The baseline server's code. It runs in a worker thread of this process, so it has
 * a whole event loop to itself while autocannon drives the load from the main
 * thread, as the site has in its own process.
 */
const BASELINE_SOURCE = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
let current = { status: 503, headers: [], body: Buffer.alloc(0) };
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(current.status, [...current.headers, ['content-length', String(current.body.length)]]);
    res.end(current.body);
  });
});
parentPort.on('message', (msg) => {
  if (msg.type === 'listen') {
    server.listen(0, msg.host, () => parentPort.postMessage({ type: 'listening', port: server.address().port }));
  } else if (msg.type === 'serve') {
    current = { status: msg.status, headers: msg.headers, body: Buffer.from(msg.body) };
    parentPort.postMessage({ type: 'serving' });
  } else if (msg.type === 'close') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
`;

/** The baseline: answers every request with the captured response of the current case. */
function startBaseline() {
  const worker = new Worker(BASELINE_SOURCE, { eval: true });
  worker.unref();
  const reply = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (msg) => {
        if (msg.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(msg);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  return {
    async listen() {
      const answer = reply('listening');
      worker.postMessage({ type: 'listen', host: HOST });
      const { port } = await answer;
      return `http://${HOST}:${port}`;
    },
    async serve(captured) {
      const headers = [];
      for (let i = 0; i < captured.rawHeaders.length; i += 2) {
        const name = captured.rawHeaders[i];
        const value = captured.rawHeaders[i + 1];
        if (name !== undefined && value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) headers.push([name, value]);
      }
      const answer = reply('serving');
      worker.postMessage({ type: 'serve', status: captured.status, headers, body: new Uint8Array(captured.body) });
      await answer;
    },
    async close() {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' });
      const timer = setTimeout(() => void worker.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The p-th percentile (0..100) of sorted values, nearest rank. */
function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

async function load(base, request, seconds, connections = settings.connections) {
  // autocannon's own histogram keeps whole milliseconds, too coarse for the
  // baseline: every 2xx response time (float ms) is collected here instead.
  const latencies = [];
  const instance = autocannon({
    url: new URL(request.path, base).toString(),
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    // A request that differs every time (coin orders: a new buyer each) is built by `setupRequest`.
    ...(request.setupRequest ? { requests: [{ method: request.method ?? 'GET', setupRequest: request.setupRequest }] } : {}),
    connections,
    duration: seconds,
    // Coin orders queue behind one another on PGlite: give them longer than autocannon's 10 s.
    ...(request.timeoutSeconds ? { timeout: request.timeoutSeconds } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: round(result.requests.average, 1),
    p50: round(percentile(latencies, 50), 3),
    p95: round(percentile(latencies, 95), 3),
    p99: round(percentile(latencies, 99), 3),
    requests: result.requests.total,
    accepted: latencies.length,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0) + (result.non2xx ?? 0),
  };
}

async function measure(base, request) {
  if (settings.warmup > 0) await load(base, request, settings.warmup);
  return load(base, request, settings.duration);
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

const ratio = (a, b) => (b > 0 ? round(a / b, 3) : null);

/** Site over baseline for throughput and the two latencies every case reports. */
const ratiosOf = (site, base) => ({
  reqPerSec: ratio(site.reqPerSec, base.reqPerSec),
  p50: ratio(site.p50, base.p50),
  p99: ratio(site.p99, base.p99),
});

// --- Memory under mixed load ----------------------------------------------------------
/** Requests of a mixed load, each differing a little (query strings) so not all are cache hits. */
function mixedRequests(paths) {
  const langs = ['en', 'zh-hant', 'zh-hans', 'pt'];
  const words = ['銀行', '银行', 'bank', 'seguros', '澳門', 'rates', '保險', 'moeda'];
  let n = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        n += 1;
        const lang = langs[n % langs.length];
        const pick = n % 8;
        const path =
          pick === 0 ? `/${lang}/search?q=${encodeURIComponent(words[n % words.length])}&page=${(n % 3) + 1}`
          : pick === 1 ? `/api/v1.0/cms/financial_info?Type=exchange-rate&Filters.Begin=2026-0${(n % 9) + 1}-01&Filters.End=2026-0${(n % 9) + 1}-28`
          : pick === 2 ? `/api/v1.0/cms/export_financial_info?Format=csv&Filters.Begin=2025-01-01&Filters.End=2025-0${(n % 9) + 1}-28`
          : pick === 3 ? `/api/v1/menu`
          : paths[n % paths.length].replace(/^\/en\//, `/${lang}/`) + (pick === 4 ? `?n=${n}` : '');
        return { ...req, path, headers: { accept: 'text/html,application/json', 'api-language': lang, 'accept-language': lang } };
      },
    },
  ];
}

async function memoryBench(site, pid, idle, paths) {
  const toMB = (bytes) => (bytes === null ? null : round(bytes / 1024 / 1024, 1));
  const samples = [];
  const instance = autocannon({ url: site, connections: settings.connections, duration: MEMORY_SECONDS, requests: mixedRequests(paths) });
  const started = performance.now();
  const sampler = setInterval(() => {
    void rssOf(pid).then((rss) => samples.push({ s: Math.round((performance.now() - started) / 1000), mb: toMB(rss) }));
  }, 5000);
  const result = await instance;
  clearInterval(sampler);
  await sleep(5000);
  const after = toMB(await rssOf(pid));
  const half = samples.filter((x) => x.s <= MEMORY_SECONDS / 2).at(-1)?.mb ?? samples[0]?.mb ?? null;
  const end = samples.at(-1)?.mb ?? null;
  const growth = half !== null && end !== null ? round(end - half, 1) : null;
  const grew = growth !== null && half !== null ? growth > half * 0.05 : null;
  log(`  RSS idle ${toMB(idle)} MB; during load ${samples.map((x) => x.mb).join(', ')} MB; 5 s after ${after} MB; second half ${growth === null ? '?' : `${growth >= 0 ? '+' : ''}${growth}`} MB (${grew ? 'growing' : 'flat'}); ${result.requests.total} requests, ${result.non2xx} non-2xx`);
  return {
    seconds: MEMORY_SECONDS,
    idleMB: toMB(idle),
    samplesMB: samples,
    afterMB: after,
    growthSecondHalfMB: growth,
    grew,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
    targets: { afterMB: 400, met: after !== null && after < 400 && grew === false },
  };
}

// --- Main ----------------------------------------------------------------------------
let child;
let baseline;
const children = [];
const dataDirs = [];

let stopping = false;

async function cleanup() {
  stopping = true;
  if (baseline) await baseline.close().catch(() => {});
  for (const proc of children) await stopChild(proc);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await dropBenchDatabases().catch((err) => log(`could not drop the bench databases: ${err instanceof Error ? err.message : String(err)}`));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/** What serves the repeated request under load: the render cache (`hit`) or a render. */
async function servedByOf(site, request) {
  return headerOf(await exchange(site, request), 'x-render-cache') ?? 'render (no render cache)';
}

/** The same request under load against the site, then the baseline (serving the site's captured answer): figures and ratios. */
async function siteAgainstBaseline(site, baselineBase, request, { fresh = false } = {}) {
  if (fresh && settings.startWarmup > 0) {
    log(`  ${settings.startWarmup} s of load on the freshly started server and the baseline first (BENCH_START_WARMUP)…`);
    await load(site, request, settings.startWarmup);
    await load(baselineBase, request, settings.startWarmup);
  }
  log(`  site…`);
  const siteResult = await measure(site, request);
  log(`  baseline…`);
  const baselineResult = await measure(baselineBase, request);
  for (const [name, r] of [['site', siteResult], ['baseline', baselineResult]]) {
    if (r.errors > 0) log(`  warning: ${r.errors} failed or non-2xx responses from the ${name}`);
  }
  return { site: siteResult, baseline: baselineResult, ratio: ratiosOf(siteResult, baselineResult) };
}

/** SQL statements the server has run so far (a TEST_HOOKS call). */
async function queryCountOf(site) {
  return (await getJson(site, '/api/test/query-count')).data.queries;
}

/**
 * The same cases on a second server with the render cache off (RENDER_CACHE=false),
 * against the same baseline: what a render costs, and how many SQL statements one
 * render runs. The count is the difference around one request, less what the count
 * request itself costs (middleware), measured on a warm server, median of three.
 */
async function uncachedBench(cases, baselineBase) {
  const { site, child: proc } = await startSite('uncached site (RENDER_CACHE=false)', { RENDER_CACHE: 'false', TEST_HOOKS: 'true' });
  const out = {};
  try {
    for (const benchCase of cases) {
      const request = await benchCase.request(site);
      const captured = await exchange(site, request);
      if (captured.status < 200 || captured.status >= 300) throw new Error(`uncached ${benchCase.name}: ${request.path} answered ${captured.status}`);
      await baseline.serve(captured);
      const counts = [];
      for (let i = 0; i < 3; i++) {
        const a = await queryCountOf(site);
        const b = await queryCountOf(site);
        await exchange(site, request);
        const c = await queryCountOf(site);
        counts.push(c - b - (b - a));
      }
      counts.sort((x, y) => x - y);
      log(`uncached ${benchCase.name}: ${request.label}, ${counts[1]} queries per render`);
      out[benchCase.name] = {
        target: request.label,
        servedBy: await servedByOf(site, request),
        queriesPerRender: counts[1],
        ...(await siteAgainstBaseline(site, baselineBase, request, { fresh: benchCase === cases[0] })),
      };
    }
  } finally {
    await stopChild(proc);
  }
  return out;
}

/**
 * Starts the built server as a child process on a free port with a fresh PGlite
 * data directory (seeded), `extraEnv` on top of the bench's settings, and waits for
 * /healthz. Every site started is stopped and its data removed by `cleanup`.
 */
async function startSite(name, extraEnv, { prepare, healthTimeoutMs = 180_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'amcm-bench-'));
  dataDirs.push(dir);
  const port = await freePort(HOST);
  const site = `http://${HOST}:${port}`;
  const databaseUrl = SERVER_DATABASE ? await createBenchDatabase() : '';
  log(`starting the ${name} on ${site} (data in ${databaseUrl ? redact(databaseUrl) : dir})`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    LOG_FORMAT: 'off',
    // As `npm run serve` starts the server (with its --max-semi-space-size, below).
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '1048576',
    ...extraEnv,
  };
  if (prepare) prepare(env);
  let stderr = '';
  const proc = spawn(process.execPath, ['--max-semi-space-size=8', join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(proc);
  proc.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // A server that dies mid-run says why (the run then fails with a refused connection).
  proc.once('exit', (code, signal) => {
    if (!stopping && !stopRequested.has(proc)) log(`the ${name} exited (code ${code}, signal ${signal})\n--- server stderr ---\n${stderr}`);
  });
  try {
    await waitForHealth(site, proc, healthTimeoutMs);
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server stderr ---\n${stderr}`, { cause: err });
  }
  return { site, child: proc };
}

/**
 * With BENCH_DATABASE_URL (a PostgreSQL server the bench may create databases on),
 * each server gets a fresh database there instead of embedded PGlite: the layout of
 * a production deployment, where the server's RSS no longer holds the database.
 */
const SERVER_DATABASE = process.env.BENCH_DATABASE_URL || '';
const benchDatabases = [];

async function createBenchDatabase() {
  const name = `amcm_bench_${process.pid}_${benchDatabases.length}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_DATABASE });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  benchDatabases.push(name);
  const url = new URL(SERVER_DATABASE);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropBenchDatabases() {
  if (!benchDatabases.length) return;
  const admin = new pg.Client({ connectionString: SERVER_DATABASE });
  await admin.connect();
  try {
    for (const name of benchDatabases.splice(0)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Servers stopped on purpose (their exit is not reported as a failure). */
const stopRequested = new WeakSet();

async function stopChild(proc) {
  stopRequested.add(proc);
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  if (!existsSync(join(root, 'dist/server/entry.mjs'))) {
    if (process.env.BENCH_SKIP_BUILD === '1') throw new Error('dist/ is missing and BENCH_SKIP_BUILD=1');
    log('dist/ is missing: building the site (npm run build)');
    const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) throw new Error(`the build failed (exit code ${build.status})`);
  }

  const serverEnv = {
    ...(REGISTERS ? { REGISTERS_SEED_COUNT: String(REGISTER_COUNT), TEST_HOOKS: 'true' } : {}),
    ...(FORMS || EXPORTS || COINS || PUBLISH ? { TEST_HOOKS: 'true' } : {}),
    ...(EXPORTS ? { EXPORT_CONCURRENCY: String(EXPORT_CONCURRENCY) } : {}),
    ...(COINS ? { TRUST_PROXY_HOPS: '1' } : {}),
  };
  const main = await startSite('site', serverEnv, {
    // Seeded by a separate process first, as a production server starts on a database
    // it did not fill: the server's memory figures then do not carry the seeding.
    prepare: SEARCH
      ? (env) => {
          log(`search: seeding and scaling to ${SEARCH_DOCUMENTS} documents`);
          prepareSearchData(env);
        }
      : (env) => seedData(env),
    healthTimeoutMs: REGISTERS ? 1_200_000 : 180_000,
  });
  child = main.child;
  const site = main.site;

  // Idle memory: before anything but /healthz has been asked.
  let idleRss = null;
  if (MEMORY) {
    await sleep(5000);
    idleRss = await rssOf(child.pid);
    log(`memory: RSS idle ${idleRss === null ? '?' : round(idleRss / 1024 / 1024, 1)} MB`);
  }

  baseline = startBaseline();
  const baselineBase = await baseline.listen();
  const results = {};
  for (const benchCase of SELECTED) {
    const request = await benchCase.request(site);
    const captured = await exchange(site, request);
    if (captured.status < 200 || captured.status >= 300) {
      throw new Error(`case ${benchCase.name}: ${request.method ?? 'GET'} ${request.path} answered ${captured.status}`);
    }
    await baseline.serve(captured);
    const servedBy = await servedByOf(site, request);
    log(`case ${benchCase.name}: ${request.label} (${captured.body.length} bytes); ${settings.warmup} s warm-up + ${settings.duration} s each, ${settings.connections} connections`);
    results[benchCase.name] = {
      target: request.label,
      bytes: captured.body.length,
      servedBy,
      ...(await siteAgainstBaseline(site, baselineBase, request, { fresh: benchCase === SELECTED[0] })),
    };
  }

  if (SEARCH) {
    log(`search: sequential calls on ${SEARCH_DOCUMENTS} documents`);
    results.search = await searchBench(site, results[SELECTED[0].name].target);
  }
  if (REGISTERS) {
    log('registers: searches and exports');
    results.registers = await registerBench(site);
  }
  if (EXPORTS) {
    log(`exports: ${EXPORT_CONCURRENCY} heavy exports at once, /healthz every 10 ms`);
    results.exports = await exportsBench(site, child.pid);
  }
  if (FORMS) {
    log(`forms: submissions with an upload, ${FORMS_CONNECTIONS} clients`);
    results.forms = await formsBench(site, baseline, baselineBase, child.pid);
  }
  if (COINS) {
    log(`coins: orders from ${COINS_CONNECTIONS} concurrent buyers`);
    results.coins = await coinsBench(site, baseline, baselineBase);
  }

  if (PUBLISH) {
    log('publish: a news item published while an unrelated page is under load');
    results.publish = await publishBench(site, results[SELECTED[0].name].target);
  }

  if (UNCACHED) {
    log('uncached: the same cases with the render cache off');
    results.uncached = await uncachedBench([...SELECTED, SHELL_ONLY], baselineBase);
  }
  if (LIGHTHOUSE) {
    log(`lighthouse: ${LIGHTHOUSE_RUNS} runs per page, mobile settings`);
    const pages = [
      { name: 'home', path: '/en/' },
      { name: 'newsList', path: await modulePath(site, 'news-category') },
      { name: 'rates', path: await modulePath(site, 'exchange-rate') },
      { name: 'register', path: await modulePath(site, 'individual-agents-register') },
    ];
    results.lighthouse = await lighthouseBench(site, pages, { runs: LIGHTHOUSE_RUNS, log });
  }
  if (MEMORY) {
    log(`memory: ${MEMORY_SECONDS} s of mixed load, ${settings.connections} connections`);
    results.memory = await memoryBench(site, child.pid, idleRss, SELECTED.map((c) => results[c.name].target).filter((t) => t.startsWith('/')));
  }

  const [first, ...rest] = SELECTED;
  const primary = results[first.name];
  const output = {
    page: primary.target,
    servedBy: primary.servedBy,
    site: primary.site,
    baseline: primary.baseline,
    ratio: primary.ratio,
    settings: { ...settings, node: process.version, database: SERVER_DATABASE ? 'postgresql' : 'pglite' },
  };
  if (rest.length) output.cases = Object.fromEntries(rest.map((c) => [c.name, results[c.name]]));
  if (results.search) output.search = results.search;
  if (results.registers) output.registers = results.registers;
  if (results.forms) output.forms = results.forms;
  if (results.exports) output.exports = results.exports;
  if (results.coins) output.coins = results.coins;
  if (results.publish) output.publish = results.publish;
  if (results.uncached) output.uncached = results.uncached;
  if (results.lighthouse) output.lighthouse = results.lighthouse;
  output.targets = TARGETS;
  if (results.memory) output.memory = results.memory;
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  const failed =
    SELECTED.some((c) => results[c.name].site.errors > 0 || results[c.name].baseline.errors > 0) ||
    (results.forms ? results.forms.submit.site.errors > 0 || results.forms.submit.baseline.errors > 0 : false) ||
    (results.coins ? results.coins.order.site.errors > 0 || results.coins.order.baseline.errors > 0 : false) ||
    (results.uncached ? Object.values(results.uncached).some((r) => r.site.errors > 0 || r.baseline.errors > 0) : false);
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  console.error(`[bench] failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);

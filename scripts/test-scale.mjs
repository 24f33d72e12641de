// Scale-out check (`npm run test:scale`, issue 17): two server instances on one
// PostgreSQL database behind nginx with the committed configuration
// (deploy/nginx/amcm.conf), all on loopback.
//
//   1. PostgreSQL: a fresh database on the server named by PG_TEST_URL (CI's), or,
//      without it, a throwaway cluster started here (initdb/pg_ctl of Debian's
//      postgresql package; as the `postgres` user when run as root);
//   2. `npm run build` once (SCALE_SKIP_BUILD=1: dist/ is current);
//   3. two `npm run serve` instances started at the same moment on that one empty
//      database (they migrate, seed and index it in turn: src/server/db/open.ts);
//   4. nginx (the `nginx` binary, never the system service) with deploy/nginx/amcm.conf,
//      only its `# test:` lines rewritten (ports, a throwaway certificate for
//      127.0.0.1 made with openssl and trusted by this process only, cache directory):
//      TLS is terminated there as in production, SITE_URL is its https origin;
//   5. the checks below, then everything it started is stopped and removed.
//
// Ports: free loopback ports, or SCALE_BASE_PORT: nginx's HTTPS port, then the two
// instances (+1, +2), a self-started PostgreSQL (+3; SCALE_PG_PORT overrides it) and
// nginx's plain HTTP port (+4).
// SCALE_KEEP=1 keeps the temporary directory (logs, nginx config) for a look.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync, chownSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generate } from 'otplib';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message) {
  process.stderr.write(`[scale +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}\n`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));


function which(name, extra = []) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...extra]) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** Runs a command to its end; throws with its output when it fails. */
function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

// --- What this run started, stopped in reverse order at the end -----------------
const cleanups = [];
let tempDir;

/** A child process in its own group, its output kept (the last 8 KB) for failure messages. */
function startProcess(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const proc = { name, child, output: '' };
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (proc.output = (proc.output + chunk.toString()).slice(-8000)));
  cleanups.push(() => stopProcess(proc));
  return proc;
}

async function stopProcess(proc) {
  const { child } = proc;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// --- PostgreSQL --------------------------------------------------------------------

/** A fresh, empty database: on PG_TEST_URL's server, or on a cluster started here. */
async function startDatabase() {
  const name = `amcm_scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let serverUrl = process.env.PG_TEST_URL;
  if (!serverUrl) {
    const binDir = runSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1']).trim();
    if (!binDir || !existsSync(join(binDir, 'initdb'))) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql), and PG_TEST_URL is not set');
    const port = Number(process.env.SCALE_PG_PORT || (process.env.SCALE_BASE_PORT ? Number(process.env.SCALE_BASE_PORT) + 3 : await freePort(HOST)));
    const dir = join(tempDir, 'pg');
    mkdirSync(dir);
    // PostgreSQL refuses to run as root: the cluster then belongs to `postgres`.
    const asPg = (bin, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', join(binDir, bin), ...args]] : [join(binDir, bin), args]);
    if (isRoot) {
      const uid = Number(runSync('id', ['-u', 'postgres']).trim());
      const gid = Number(runSync('id', ['-g', 'postgres']).trim());
      chownSync(tempDir, uid, gid);
      chownSync(dir, uid, gid);
    }
    chmodSync(dir, 0o700);
    runSync(...asPg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']));
    const options = `-c listen_addresses=${HOST} -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runSync(...asPg('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']));
    cleanups.push(async () => {
      spawnSync(...asPg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    });
    serverUrl = `postgres://postgres@${HOST}:${port}/postgres`;
    log(`PostgreSQL cluster started on ${HOST}:${port}`);
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  log(`fresh database ${name}`);
  return url.toString();
}

// --- The two instances ---------------------------------------------------------------

function startInstance(name, port, databaseUrl, proxyOrigin) {
  // npm's own variables for this script are not the instance's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  Object.assign(env, {
    PORT: String(port),
    HOST,
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(tempDir, `data-${name}`),
    SITE_URL: proxyOrigin,
    // Requests come through nginx, which appends the client's address.
    TRUST_PROXY_HOPS: '1',
    // The captcha answer hook; never set in production.
    TEST_HOOKS: '1',
    SEED_ON_START: 'true',
    LOG_FORMAT: 'off',
  });
  return { name, port, databaseUrl, base: `http://${HOST}:${port}`, proc: startProcess(`instance ${name}`, npm, ['run', 'serve'], { cwd: root, env }) };
}

async function waitFor(proc, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited (code ${proc.child.exitCode})\n${proc.output}`);
    if (Date.now() > deadline) throw new Error(`${proc.name} did not answer ${url} within ${seconds} s\n${proc.output}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

// --- nginx ----------------------------------------------------------------------------

/** The committed site configuration with its `# test:` lines pointed at this run. */
function nginxSiteConfig({ httpsPort, httpPort, ports, cacheDir, certificate, key }) {
  const source = readFileSync(join(root, 'deploy/nginx/amcm.conf'), 'utf8');
  let instance = 0;
  const out = source.split('\n').map((line) => {
    const marker = /#\s*test:\s*([\w-]+)\s*$/.exec(line);
    if (!marker) return line;
    switch (marker[1]) {
      case 'instance':
        return line.replace(/server\s+\S+/, `server ${HOST}:${ports[instance++]}`);
      case 'listen-https':
        return line.replace(/listen\s+\d+/, `listen ${HOST}:${httpsPort}`);
      case 'listen-http':
        return line.replace(/listen\s+\d+/, `listen ${HOST}:${httpPort}`);
      case 'certificate':
        return line.replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${certificate};`);
      case 'certificate-key':
        return line.replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
      case 'cache':
        return line.replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${cacheDir}`);
      default:
        throw new Error(`unknown test marker in deploy/nginx/amcm.conf: ${marker[1]}`);
    }
  });
  if (instance !== ports.length) throw new Error(`deploy/nginx/amcm.conf names ${instance} instances, the check starts ${ports.length}`);
  return out.join('\n');
}

/**
 * A throwaway certificate for 127.0.0.1, trusted by this process's fetch only (the
 * instances sit behind nginx, which terminates TLS as in production).
 */
function makeCertificate(dir) {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  if (!which('openssl', ['/usr/bin'])) throw new Error('openssl not found (apt-get install openssl)');
  runSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`, '-addext', `subjectAltName=IP:${HOST}`, '-keyout', key, '-out', certificate]);
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certificate, 'utf8')]);
  return { certificate, key };
}

async function startNginx(httpsPort, httpPort, ports) {
  const binary = which('nginx', ['/usr/sbin', '/usr/local/sbin']);
  if (!binary) throw new Error('nginx not found (apt-get install nginx)');
  const prefix = join(tempDir, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const cacheDir = join(prefix, 'cache');
  const { certificate, key } = makeCertificate(prefix);
  writeFileSync(join(prefix, 'amcm.conf'), nginxSiteConfig({ httpsPort, httpPort, ports, cacheDir, certificate, key }));
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  // A main configuration of its own: no system paths, no daemon, logs in the prefix.
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${isRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes}
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/amcm.conf;
}
`,
  );
  runSync(binary, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')]);
  const proc = startProcess('nginx', binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {});
  return { proc, base: `https://${HOST}:${httpsPort}`, plainBase: `http://${HOST}:${httpPort}` };
}

// --- Checks ---------------------------------------------------------------------------

const results = [];

function check(name, ok, detail = '') {
  results.push({ name, ok });
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function get(base, path, headers = {}) {
  const res = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body };
}

async function postJson(base, path, data, headers = {}) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(data),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** Polls until `predicate` holds, for at most `ms`; returns the time it took, or undefined. */
async function within(ms, predicate) {
  const from = Date.now();
  while (Date.now() - from <= ms) {
    if (await predicate()) return Date.now() - from;
    await sleep(100);
  }
  return undefined;
}

async function runChecks(proxy, a, b) {
  // 1. Pages and API through the proxy.
  const home = await get(proxy.base, '/en/');
  check('a page answers through the proxy', home.status === 200 && home.body.includes('<html lang="en"'), `GET /en/ ${home.status}`);
  const menu = await get(proxy.base, '/api/v1/menu', { 'api-language': 'en' });
  check('the API answers through the proxy', menu.status === 200 && (menu.headers.get('content-type') ?? '').includes('application/json') && menu.body.includes('"data"'), `GET /api/v1/menu ${menu.status}`);
  const canonical = `<link rel="canonical" href="${proxy.base}/en/"`;
  check('absolute URLs use SITE_URL (the proxy), not an instance', home.body.includes(canonical));
  check('pages through the TLS proxy carry HSTS (X-Forwarded-Proto trusted)', /max-age=\d+/.test(home.headers.get('strict-transport-security') ?? ''), `Strict-Transport-Security "${home.headers.get('strict-transport-security')}"`);
  const plain = await get(proxy.plainBase, '/en/');
  check('plain HTTP is sent to HTTPS', plain.status === 301 && (plain.headers.get('location') ?? '').startsWith('https://'), `${plain.status} ${plain.headers.get('location')}`);

  // 2. The proxy keeps public pages and serves them again from its cache.
  // A content page named by the sitemap (the first below a section).
  const sitemap = await get(proxy.base, '/sitemap.xml');
  const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  const cachedPath = locs.find((p) => /^\/en\/[^/]+\/[^/]+/.test(p)) ?? '/en/';
  const first = await get(proxy.base, cachedPath);
  const again = await get(proxy.base, cachedPath);
  check(
    'the proxy caches a public page',
    first.status === 200 && /public/.test(again.headers.get('cache-control') ?? '') && again.headers.get('x-proxy-cache') === 'HIT',
    `${cachedPath} ${first.status}: Cache-Control "${again.headers.get('cache-control')}", X-Proxy-Cache ${first.headers.get('x-proxy-cache')} then ${again.headers.get('x-proxy-cache')}`,
  );

  // 3. …and never a no-store answer: each captcha request reaches an instance.
  const c1 = await get(proxy.base, '/api/v1.0/cms/common/captcha');
  const c2 = await get(proxy.base, '/api/v1.0/cms/common/captcha');
  const id1 = JSON.parse(c1.body).data?.id;
  const id2 = JSON.parse(c2.body).data?.id;
  check(
    'the proxy never caches a no-store answer (captcha)',
    c1.status === 200 && /no-store/.test(c2.headers.get('cache-control') ?? '') && c2.headers.get('x-proxy-cache') !== 'HIT' && id1 && id2 && id1 !== id2,
    `Cache-Control "${c2.headers.get('cache-control')}", X-Proxy-Cache ${c1.headers.get('x-proxy-cache')} then ${c2.headers.get('x-proxy-cache')}`,
  );
  const s1 = await get(proxy.base, '/en/search?q=coin');
  const s2 = await get(proxy.base, '/en/search?q=coin');
  check(
    'the proxy never caches a no-store page (search results)',
    s1.status === 200 && /no-store/.test(s2.headers.get('cache-control') ?? '') && s2.headers.get('x-proxy-cache') !== 'HIT',
    `Cache-Control "${s2.headers.get('cache-control')}", X-Proxy-Cache ${s2.headers.get('x-proxy-cache')}`,
  );

  // 4. Compressed through the proxy, with the same bytes after decoding (fetch decodes).
  const identity = await get(proxy.base, cachedPath, { 'accept-encoding': 'identity' });
  const raw = await fetch(new URL(cachedPath, proxy.base), { headers: { 'accept-encoding': 'br' } });
  const brBody = await raw.text();
  const gz = await fetch(new URL(cachedPath, proxy.base), { headers: { 'accept-encoding': 'gzip' } });
  const gzBody = await gz.text();
  check(
    'the proxy answers brotli, gzip or plain by Accept-Encoding, the same page each way',
    raw.headers.get('content-encoding') === 'br' && gz.headers.get('content-encoding') === 'gzip' && !identity.headers.get('content-encoding') && brBody === identity.body && gzBody === identity.body,
    `br: ${raw.headers.get('content-encoding')}, gzip: ${gz.headers.get('content-encoding')}, identity: ${identity.headers.get('content-encoding') ?? 'none'}`,
  );

  // 5. A content change made through one instance shows on both. Both instances first
  // hold the page in their render caches, so this is the cache's invalidation.
  for (const inst of [a, b]) {
    await get(inst.base, '/en/');
    const warm = await get(inst.base, '/en/');
    check(`instance ${inst.name} serves /en/ from its render cache`, warm.headers.get('x-render-cache') === 'hit', `X-Render-Cache ${warm.headers.get('x-render-cache')}`);
  }
  const phone = `(853) 2856 ${String(1000 + Math.floor(Math.random() * 8999))}`;
  const set = await postJson(a.base, '/api/test/settings', { identify: 'website', ck: 'phone', parameter: phone });
  check('a setting is changed through instance A', set.status === 200, `status ${set.status} ${set.text.slice(0, 200)}`);
  const onA = await within(5000, async () => (await get(a.base, '/en/')).body.includes(phone));
  const onB = await within(5000, async () => (await get(b.base, '/en/')).body.includes(phone));
  check('the change shows on instance A (the writer) at once', onA !== undefined && onA < 1000, onA === undefined ? 'not within 5 s' : `${onA} ms`);
  check('the change shows on instance B within the revision check (about 1 s)', onB !== undefined && onB <= 2500, onB === undefined ? 'not within 5 s' : `${onB} ms`);

  // 5b. Invalidation by tag: a news entry published through A renders the home page
  // (it lists news) again on both instances, while the exchange rates page stays in
  // their render caches.
  const menuTree = JSON.parse((await get(a.base, '/api/v1/menu', { 'api-language': 'en' })).body).data;
  const findModule = (items, module) => {
    for (const item of items ?? []) {
      if (item.page?.module === module) return item.path;
      const found = findModule(item.childrens, module);
      if (found) return found;
    }
    return undefined;
  };
  const ratesPath = `/en/${findModule(menuTree, 'exchange-rate')}`;
  for (const inst of [a, b]) {
    for (const path of ['/en/', ratesPath]) await get(inst.base, path);
  }
  const title = `Scale check notice ${String(Date.now())}`;
  const published = await postJson(a.base, '/api/test/alerts-publish', { topic: 'press', title });
  check('a news entry is published through instance A', published.status === 200, `status ${published.status} ${published.text.slice(0, 200)}`);
  for (const inst of [a, b]) {
    const shown = await within(5000, async () => (await get(inst.base, '/en/')).body.includes(title));
    const rates = await get(inst.base, ratesPath);
    check(
      `instance ${inst.name} shows the new entry on the home page and keeps the rates page cached`,
      shown !== undefined && rates.status === 200 && rates.headers.get('x-render-cache') === 'hit' && !rates.headers.get('x-cache-tags'),
      `home ${shown === undefined ? 'not within 5 s' : `${shown} ms`}, ${ratesPath} X-Render-Cache ${rates.headers.get('x-render-cache')}`,
    );
  }

  // 6. A captcha made on one instance is answered on the other, once.
  const client = { 'x-forwarded-for': '198.51.100.17' };
  const challenge = await get(a.base, '/api/v1.0/cms/common/captcha', client);
  const id = JSON.parse(challenge.body).data?.id;
  const answer = await get(b.base, `/api/test/captcha-answer?id=${encodeURIComponent(id)}`, client);
  const code = JSON.parse(answer.body).data?.code;
  const validated = await postJson(b.base, '/api/v1.0/cms/common/captcha_validate', { id, code }, client);
  const validateKey = validated.json?.data?.validateKey;
  check('a captcha made on instance A is answered on instance B', challenge.status === 200 && answer.status === 200 && validated.status === 200 && typeof validateKey === 'string', `validate ${validated.status}`);
  const replay = await postJson(a.base, '/api/v1.0/cms/common/captcha_validate', { id, code }, client);
  check('the same answer is refused on instance A afterwards (single use across instances)', replay.status === 403, `status ${replay.status}`);
  const bogus = await postJson(a.base, '/api/v1.0/cms/common/captcha_validate', { id: randomBytes(16).toString('base64url'), code: '00000' }, client);
  check('an unknown challenge is refused', bogus.status === 403, `status ${bogus.status}`);

  // 7. Rate limits hold across instances: validate checks (20 per client per 10 min,
  // src/features/captcha/service.ts) alternate between A and B; the 21st is refused.
  const windowLeft = 600_000 - (Date.now() % 600_000);
  if (windowLeft < 15_000) await sleep(windowLeft + 500); // not across a window's end
  const limited = { 'x-forwarded-for': `198.51.100.${String(100 + Math.floor(Math.random() * 100))}` };
  const statuses = [];
  for (let i = 0; i < 21; i++) {
    const inst = i % 2 === 0 ? a : b;
    const res = await postJson(inst.base, '/api/v1.0/cms/common/captcha_validate', { id: randomBytes(16).toString('base64url'), code: '12345' }, limited);
    statuses.push(res.status);
  }
  const refusedAt = statuses.indexOf(429);
  check('the captcha rate limit counts the checks of both instances together', refusedAt === 20 && statuses.slice(0, 20).every((s) => s === 403), `first 429 at check ${refusedAt + 1} (${statuses.join(' ')})`);
  const viaOther = await postJson(a.base, '/api/v1.0/cms/common/captcha_validate', { id: randomBytes(16).toString('base64url'), code: '12345' }, limited);
  check('…and the other instance refuses that client too', viaOther.status === 429 && Number(viaOther.headers.get('retry-after')) > 0, `status ${viaOther.status}, Retry-After ${viaOther.headers.get('retry-after')}`);

  // 8. Forms: an Idempotency-Key holds across instances, and a form posted over HTTPS
  // through the proxy passes the cross-site check (the browser's https Origin against
  // the Host and X-Forwarded-Proto nginx passes on).
  const key = `scale-${randomBytes(8).toString('hex')}`;
  const form = () => {
    const data = new FormData();
    data.set('name', 'Chan Tai Man');
    data.set('email', 'chan@example.com');
    return data;
  };
  const submit = (base, headers = {}) => fetch(new URL('/api/test/forms-upload', base), { method: 'POST', body: form(), headers: { origin: base, 'idempotency-key': key, ...headers } });
  const [onFirst, onSecond] = await Promise.all([submit(a.base), submit(b.base)]);
  const [r1, r2] = [await onFirst.json(), await onSecond.json()];
  check(
    'the same Idempotency-Key sent to both instances at once gives one submission',
    onFirst.status === 200 && onSecond.status === 200 && r1.data?.reference && r1.data.reference === r2.data?.reference,
    `${onFirst.status} ${r1.data?.reference ?? r1.message}, ${onSecond.status} ${r2.data?.reference ?? r2.message}`,
  );
  const viaProxy = await fetch(new URL('/api/test/forms-upload', proxy.base), { method: 'POST', body: form(), headers: { origin: proxy.base } });
  const proxied = await viaProxy.json();
  check('a form posted over HTTPS through the proxy is accepted (same origin)', viaProxy.status === 200 && Boolean(proxied.data?.reference), `${viaProxy.status} ${proxied.data?.reference ?? proxied.message}`);
  const forged = await fetch(new URL('/api/test/forms-upload', proxy.base), { method: 'POST', body: form(), headers: { origin: 'https://evil.example' } });
  check('a form from another origin is still refused', forged.status === 403, `status ${forged.status}`);

  // 9. The back office: a staff session made through one instance acts through the
  // other (sessions, the server's secret and the CSRF token are the database's), and
  // nginx does not pass the back office from outside.
  await checkStaffAcrossInstances(proxy, a, b);

  // 10. One instance stopped (SIGTERM, as a deployment does): the proxy sends every
  // request to the other, including pages it has not cached.
  await stopProcess(a.proc);
  const statuses2 = [];
  for (let i = 0; i < 4; i++) statuses2.push((await get(proxy.base, `/en/?after-stop=${String(i)}`)).status);
  check('with instance A stopped, pages still answer through the proxy', statuses2.every((s) => s === 200), statuses2.join(' '));
}

/** A cookie jar of one browser, for the staff calls. */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1);
        if (!value || /max-age=0/i.test(line)) cookies.delete(pair.slice(0, at));
        else cookies.set(pair.slice(0, at), value);
      }
    },
  };
}

/**
 * Issue 33: a publication scheduled for a minute happens once with two instances (both
 * run the publishing job every 10 s and claim due rows with one conditional UPDATE),
 * and both show it. The administrator publishes their own text, with the reason the
 * four-eyes rule asks of them.
 */
async function checkScheduledPublish(a, b, call, csrf) {
  const title = `Scale-out scheduled notice ${randomBytes(4).toString('hex')}`;
  const cats = await get(a.base, '/api/v1.0/cms/module_cat?Module=news&slug=press-releases');
  const catId = JSON.parse(cats.body).data?.[0]?.id;
  const created = await call(a, '/api/staff/entries/new', { module: 'news', catId, data: { topic: 'monetary-statistics' }, texts: { en: { title, summary: 'Scheduled through instance A.', content: '<p>Published by whichever instance claims it first.</p>' } } }, csrf);
  const id = created.data?.id;
  const submitted = await call(b, `/api/staff/entries/${id}/submit`, { version: created.data?.version, languages: ['en'] }, csrf);
  // The next minute to come (Macao has no daylight saving; minutes are the same everywhere).
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
  const scheduled = await call(a, `/api/staff/entries/${id}/publish`, { languages: ['en'], at: at.toISOString(), reason: 'Scale-out check: one administrator on this database.' }, csrf);
  check('a news item is scheduled for the next minute through the staff API', created.status === 200 && submitted.status === 200 && scheduled.status === 200, `new ${created.status} ${created.message ?? ''}, submit ${submitted.status} ${submitted.message ?? ''}, publish ${scheduled.status} ${scheduled.message ?? ''}`);
  if (scheduled.status !== 200) return;
  const listed = async (inst) => (await get(inst.base, '/en/news-notice/press-releases')).body.includes(title);
  const wait = at.getTime() - Date.now() + 30_000;
  const [onA, onB] = await Promise.all([within(wait, () => listed(a)), within(wait, () => listed(b))]);
  check('…at that minute it is on the public list of both instances', onA !== undefined && onB !== undefined, `A ${onA === undefined ? 'no' : 'yes'}, B ${onB === undefined ? 'no' : 'yes'} within ${Math.round(wait / 1000)} s`);
  const client = new pg.Client({ connectionString: a.databaseUrl });
  await client.connect();
  try {
    // Both jobs have run at least once more since it appeared.
    await sleep(11_000);
    const { rows } = await client.query("select count(*)::int as n from audit_log where entity = 'entry' and entity_id = $1 and action = 'publish-scheduled'", [String(id)]);
    check('…published exactly once (one audit row for the scheduled publication)', rows[0]?.n === 1, `${rows[0]?.n} rows`);
  } finally {
    await client.end();
  }
}

async function checkStaffAcrossInstances(proxy, a, b) {
  const made = spawnSync(npm, ['run', '--silent', 'staff:create-admin', '--', 'admin@scale.example'], { cwd: root, env: { ...process.env, DATABASE_URL: a.databaseUrl, LOG_FORMAT: 'off' }, encoding: 'utf8' });
  const link = /https?:\/\/\S+#token=([A-Za-z0-9_-]+)/.exec(made.stdout ?? '');
  check('npm run staff:create-admin prints a setup link on a running PostgreSQL database', made.status === 0 && Boolean(link), `exit ${made.status} ${(made.stderr ?? '').slice(0, 200)}`);
  if (!link) return;
  const cookies = jar();
  const call = async (inst, path, body, csrf) => {
    const res = await fetch(new URL(path, inst.base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: cookies.header(), 'content-type': 'application/json', ...(body === undefined ? {} : { origin: inst.base }), ...(csrf ? { 'x-csrf-token': csrf } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    cookies.take(res);
    const json = await res.json().catch(() => undefined);
    return { status: res.status, data: json?.data, message: json?.message };
  };
  const password = 'scale test harbour lantern';
  const accepted = await call(a, '/api/staff/links/accept', { token: link[1], name: 'Scale Admin', password });
  const meOnB = await call(b, '/api/staff/me');
  check('a staff session made through instance A is signed in on instance B', accepted.status === 200 && meOnB.status === 200 && meOnB.data?.email === 'admin@scale.example', `${accepted.status} ${accepted.message}, B ${meOnB.status}`);
  const started = await call(b, '/api/staff/me/second-factor/start', { password }, meOnB.data?.csrfToken);
  const secret = started.data ? new URL(started.data.totpUri).searchParams.get('secret') : '';
  const confirmed = await call(a, '/api/staff/me/second-factor/confirm', { code: await generate({ secret }) }, meOnB.data?.csrfToken);
  const homeA = await call(a, '/api/staff/home');
  const homeB = await call(b, '/api/staff/home');
  check('…its second factor set up on B and confirmed on A (one CSRF token for both), its calls answer on both', started.status === 200 && confirmed.status === 200 && homeA.status === 200 && homeB.status === 200, `start ${started.status}, confirm ${confirmed.status} ${confirmed.message ?? ''}, home A ${homeA.status}, B ${homeB.status}`);
  await checkScheduledPublish(a, b, call, (await call(a, '/api/staff/me')).data?.csrfToken);
  const signedOut = await call(a, '/api/staff/session/sign-out', { everywhere: false }, (await call(a, '/api/staff/me')).data?.csrfToken);
  const afterOnB = await call(b, '/api/staff/me');
  check('…and signing out on A ends it on B', signedOut.status === 200 && afterOnB.status === 401, `sign-out ${signedOut.status}, B ${afterOnB.status}`);
  const outside = await Promise.all(['/staff', '/staff/login', '/api/staff/me'].map(async (path) => (await get(proxy.base, path)).status));
  check('nginx answers 404 for the back office from outside', outside.every((s) => s === 404), outside.join(' '));
}

// --- Main -------------------------------------------------------------------------------

async function main() {
  tempDir = mkdtempSync(join(tmpdir(), 'amcm-scale-'));
  chmodSync(tempDir, 0o755);
  const base = process.env.SCALE_BASE_PORT ? Number(process.env.SCALE_BASE_PORT) : undefined;
  const proxyPort = base ?? (await freePort(HOST));
  const ports = base ? [base + 1, base + 2] : [await freePort(HOST), await freePort(HOST)];
  const plainPort = base ? base + 4 : await freePort(HOST);

  if (process.env.SCALE_SKIP_BUILD !== '1') {
    log('$ npm run build');
    const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const databaseUrl = await startDatabase();
  const proxyOrigin = `https://${HOST}:${proxyPort}`;
  // Both at once on the empty database: start-up work must take turns, not race.
  const a = startInstance('A', ports[0], databaseUrl, proxyOrigin);
  const b = startInstance('B', ports[1], databaseUrl, proxyOrigin);
  await Promise.all([waitFor(a.proc, `${a.base}/healthz`, 240), waitFor(b.proc, `${b.base}/healthz`, 240)]);
  log(`instances up: ${a.base}, ${b.base}`);
  const proxy = await startNginx(proxyPort, plainPort, ports);
  await waitFor(proxy.proc, `${proxy.base}/healthz`, 30);
  log(`nginx up: ${proxy.base}`);

  await runChecks(proxy, a, b);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    throw new Error(
      `${failed.length} of ${results.length} checks failed:\n${failed.map((r) => `  ${r.name}`).join('\n')}\n--- instance A ---\n${a.proc.output.slice(-2000)}\n--- instance B ---\n${b.proc.output.slice(-2000)}`,
    );
  }
  // Not the "N passed" form: CI reads that line as the test count of the whole run.
  process.stdout.write(`scale-out OK: all ${results.length} checks held (two instances, one PostgreSQL, nginx) in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

let code = 1;
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().then(() => process.exit(143)));

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      log(`cleanup: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (tempDir && process.env.SCALE_KEEP !== '1') rmSync(tempDir, { recursive: true, force: true });
  else if (tempDir) log(`kept ${tempDir}`);
}

try {
  await main();
  code = 0;
} catch (err) {
  console.error(`[scale] failed: ${err instanceof Error ? `${err.stack ?? err.message}${err.cause ? `\ncause: ${String(err.cause)}` : ''}` : String(err)}`);
} finally {
  await cleanup();
}
process.exit(code);

// Lab page load for `npm run bench` (issue 17): Lighthouse's performance audit with
// its default mobile settings (a mid-range phone on a slow 4G link, simulated), in
// Debian's Chromium, a few runs per page, reporting the median of each metric. It
// reports; it never fails the bench, because lab figures depend on the machine.
//
// Lighthouse 12.2.3 is pinned: 13 needs Node 22 at install time and npm ci refused
// locks written by 12.3–13.4 on this machine (see /work/.library/env/packages).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  // Without these, Chromium keeps trying hosts this machine cannot reach.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Runs of a page done again after Lighthouse reported a runtime error, at most. */
const MAX_RETRIES = 3;

/** The audits the issue sets targets for, with those targets. */
const METRICS = {
  lcpMs: { audit: 'largest-contentful-paint', target: 1000 },
  cls: { audit: 'cumulative-layout-shift', target: 0.02 },
  tbtMs: { audit: 'total-blocking-time', target: 100 },
  fcpMs: { audit: 'first-contentful-paint', target: undefined },
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function round(value, metric) {
  return metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/**
 * Runs Lighthouse `runs` times on each `{name, path}` of `pages` against `site`.
 * Returns `{settings, pages: {name: {path, runs, retried?, lcpMs, cls, tbtMs, fcpMs, score, meetsTargets}}}`.
 */
export async function lighthouseBench(site, pages, { runs = 3, chromePath = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium', log = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const out = {};
  try {
    for (const page of pages) {
      const samples = Object.fromEntries(Object.keys(METRICS).map((m) => [m, []]));
      const scores = [];
      let retried = 0;
      for (let run = 0; run < runs; run++) {
        log(`  lighthouse ${page.name} run ${run + 1}/${runs}`);
        const result = await lighthouse(`${site}${page.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        const error = !lhr ? 'no result' : lhr.runtimeError?.message;
        if (error) {
          // Lighthouse now and then loses the trace of a load (NO_NAVSTART, seen on the
          // first load in a fresh Chromium): that run is done again, a few times at most.
          if (retried >= MAX_RETRIES) throw new Error(`lighthouse on ${page.path}: ${error}`);
          retried++;
          log(`  lighthouse ${page.name} run ${run + 1} again: ${error}`);
          run--;
          continue;
        }
        for (const [metric, { audit }] of Object.entries(METRICS)) samples[metric].push(lhr.audits[audit].numericValue);
        scores.push(lhr.categories.performance.score);
      }
      const row = { path: page.path, runs, ...(retried ? { retried } : {}) };
      for (const metric of Object.keys(METRICS)) row[metric] = round(median(samples[metric]), metric);
      row.score = median(scores);
      row.meetsTargets = Object.entries(METRICS).every(([metric, { target }]) => target === undefined || row[metric] < target);
      out[page.name] = row;
    }
  } finally {
    chrome.kill();
  }
  return {
    settings: 'Lighthouse 12.2.3 defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown; median of the runs',
    targets: Object.fromEntries(Object.entries(METRICS).filter(([, m]) => m.target !== undefined).map(([k, m]) => [k, m.target])),
    pages: out,
  };
}

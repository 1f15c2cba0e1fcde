/**
 * Lighthouse performance of the landing page and of every signed-in route, with Lighthouse's mobile defaults
 * (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium: the median of LIGHTHOUSE_RUNS runs (3) per route, with
 * its score, largest contentful paint and total blocking time. Signed in as the demo parent by a session cookie, so
 * start the app with its demo family first (`npm run demo`, or AMITY_DEMO=1 node dist/src/server/main.js).
 *
 * Lighthouse is not a dependency of the project (about 200 packages): install it once outside the repository and
 * say where (LIGHTHOUSE_DIR, /tmp/lh by default): see bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ROUTES } from '../src/common/routes.js';
import { DEMO_PARENTS, DEMO_PASSWORD } from '../src/server/demo/seed-demo.js';

const BASE_URL = process.env.BENCH_URL ?? 'http://localhost:5000';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? '/tmp/lh';
/** Only these paths (comma-separated), e.g. LIGHTHOUSE_ROUTES=landing,/,/calendar. */
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',');
const TARGET = { score: 0.95, lcpMs: 2500 };
/** Keep each run's full Lighthouse report (JSON) in this folder, to read why a page scores as it does. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, Audit | undefined>;
    runtimeError?: { code: string; message: string };
  };
}
type Lighthouse = (url: string, flags: object) => Promise<LighthouseResult | undefined>;
interface Chrome {
  port: number;
  kill(): void | Promise<void>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<Chrome>;
}

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

async function fromLighthouseDir<T>(path: string): Promise<T> {
  return (await import(pathToFileURL(join(LIGHTHOUSE_DIR, 'node_modules', path)).href)) as T;
}

/** The demo parent's session cookie. */
async function signIn(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PARENTS[0].email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as the demo parent failed (${response.status}): start the app with AMITY_DEMO=1`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('amity_session='));
  if (!cookie) throw new Error('no session cookie in the sign-in answer');
  return cookie.split(';')[0] ?? '';
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const lighthouse = (await fromLighthouseDir<{ default: Lighthouse }>('lighthouse/core/index.js')).default;
  const launcher = await fromLighthouseDir<ChromeLauncher>('chrome-launcher/dist/index.js');
  const cookie = await signIn();
  const chrome = await launcher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const pages = [
    { name: 'landing (signed out)', path: '/', signedIn: false },
    ...APP_ROUTES.map((route) => ({ name: route.title, path: route.path, signedIn: true })),
  ].filter((page) => !ONLY || ONLY.includes(page.signedIn ? page.path : 'landing'));

  console.log(`Lighthouse, mobile defaults, median of ${RUNS} runs; ${BASE_URL}; load average ${(loadavg()[0] ?? 0).toFixed(1)}`);
  console.log(`  ${'page'.padEnd(22)} ${'path'.padEnd(20)} ${'score'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)}`);
  const results = [];
  try {
    for (const page of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${BASE_URL}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`no result for ${page.path}`);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const slug = !page.signedIn ? 'landing' : page.path === '/' ? 'dashboard' : page.path.slice(1).replace(/\W+/g, '-');
          writeFileSync(join(REPORT_DIR, `${slug}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        const { categories, audits, runtimeError } = result.lhr;
        // A failed load (Chromium's renderer gone, no paint seen) is said, and not counted as a score of 0.
        if (runtimeError) {
          console.log(`  ${page.path}: run ${i + 1} failed (${runtimeError.code}: ${runtimeError.message})`);
          continue;
        }
        runs.push({
          score: categories.performance.score ?? 0,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        });
      }
      const row = {
        ...page,
        score: median(runs.map((r) => r.score)),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
        runs,
      };
      results.push(row);
      const pass = row.score >= TARGET.score && row.lcpMs < TARGET.lcpMs ? '' : '  below target';
      console.log(
        `  ${page.name.padEnd(22)} ${page.path.padEnd(20)} ${row.score.toFixed(2).padStart(5)} ${String(row.lcpMs).padStart(7)} ${String(row.tbtMs).padStart(7)}${pass}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync('dist-bench/bench', { recursive: true });
  writeFileSync('dist-bench/bench/lighthouse-results.json', JSON.stringify({ baseUrl: BASE_URL, runs: RUNS, results }, null, 2));
}

await main();

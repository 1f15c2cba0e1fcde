// Runs after `vite build` (npm run build:web): writes the service worker, then measures the JavaScript
// each page loads before it can show anything, gzipped, against a budget. Exits 1 when over budget.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildServiceWorker } from './build-sw.mjs';

// Budgets: gzipped JavaScript a page may load first, in kB (1 kB = 1000 bytes, as Vite prints them).
/**
 * The landing page: 94.3 kB before, 90.6 kB on 2026-11-28 (docs/decisions/0041-dashboard-first-load-under-90-kb.md), 92.6 kB
 * since every screen loads in a few files (docs/decisions/0046-a-screen-in-a-few-files.md): rolldown's module wrappers
 * cost 2-4 kB here, and saved the screens 20 to 50 requests before their first paint.
 */
const LANDING_BUDGET_KB = 94;
/**
 * The dashboard, the first screen of every signed-in visit, with the signed-in shell: 96.7 kB before, 92.5 kB on
 * 2026-11-28, 96.3 kB since decision 0046 (as above). Issue 17 aims at 90 kB; the libraries alone (React 67.6 kB,
 * TanStack Query 7.7 kB, wouter 2.1 kB) are 77.4 kB, so lower this as the first load shrinks
 * (docs/decisions/0041-dashboard-first-load-under-90-kb.md).
 */
const DASHBOARD_BUDGET_KB = 97;
/** The sign-in page is plain TypeScript and should stay tiny. */
const LOGIN_BUDGET_KB = 20;

const DIST = fileURLToPath(new URL('../dist/web/', import.meta.url));
const REPORT_PATH = fileURLToPath(new URL('../dist/bundle-report.json', import.meta.url));
const APP_ENTRY = 'index.html';
const LOGIN_ENTRY = 'login.html';
/** The screens' own modules (a screen folder may hold other lazily loaded chunks, which load after first paint). */
const DASHBOARD_SRC = 'features/dashboard/dashboard-page.tsx';
/** The signed-in shell, lazily loaded by the entry; every signed-in screen draws inside it. */
const SHELL_SRC = 'authenticated-app.tsx';
/** The app lazy-loads every screen, the landing page included: a visitor at / needs its chunk too. */
const LANDING_SRC = 'features/landing/landing-page.tsx';

/**
 * No screen draws with the schema library (zod and the schemas, 27 kB gzipped): a constant a screen needs lives in a
 * zod-free module, and what validates with it loads when used (docs/decisions/0047). Found by a name zod keeps.
 */
const SCHEMA_LIBRARY_MARKER = '$ZodError';
const SCREEN_MODULE = /^features\/([^/]+)\/\1-page\.tsx$/;

/** The screens whose first load (the entry, the signed-in shell and the screen) carries the schema library. */
function screensWithSchemaLibrary(manifest, entry, shellKey) {
  const carries = (key) => readFileSync(join(DIST, manifest[key].file), 'utf8').includes(SCHEMA_LIBRARY_MARKER);
  return Object.keys(manifest)
    .filter((key) => SCREEN_MODULE.test(key))
    .filter((key) => [...withScreen(manifest, entry, shellKey, key)].some(carries));
}

/**
 * The screens (src/web/features/<name>/<name>-page.tsx) the build merged into a shared chunk: the manifest then has no
 * entry for them, and the server cannot preload them with the page (src/server/http/app-html.ts). It happens when a
 * lazily loaded part of a screen imports from the screen's own module.
 */
function screensWithoutEntry(manifest) {
  const features = fileURLToPath(new URL('../src/web/features/', import.meta.url));
  return readdirSync(features)
    .filter((name) => existsSync(join(features, name, `${name}-page.tsx`)))
    .map((name) => `features/${name}/${name}-page.tsx`)
    .filter((key) => !manifest[key]?.isDynamicEntry);
}

/** The chunk and everything it imports statically, transitively (dynamic imports load later). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The lazily imported screen chunk whose source is `path`, if the build split one out. */
function findScreen(manifest, path) {
  const keys = Object.keys(manifest).filter((key) => (manifest[key].src ?? key).includes(path));
  return keys.find((key) => manifest[key].isDynamicEntry) ?? keys[0];
}

/** The entry's static closure plus, for each lazily loaded chunk given (the shell, the screen), its static closure. */
function withScreen(manifest, entryKeys, ...lazyKeys) {
  const keys = new Set(entryKeys);
  for (const key of lazyKeys) if (key) staticClosure(manifest, key, keys);
  return keys;
}

function fileSizes(file) {
  const bytes = readFileSync(join(DIST, file));
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}

function measure(keys, manifest) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    if (manifest[key].file.endsWith('.js')) js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const files = [...js].map(fileSizes).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list, field) => list.reduce((total, item) => total + item[field], 0);
  return {
    chunks: files.length,
    jsBytes: sum(files, 'bytes'),
    jsGzipBytes: sum(files, 'gzipBytes'),
    cssGzipBytes: sum([...css].map(fileSizes), 'gzipBytes'),
    files,
  };
}

function page(name, keys, manifest, budgetKb, note) {
  if (keys === undefined) return { name, missing: true, budgetKb, note };
  const figures = measure(keys, manifest);
  return { name, missing: false, budgetKb, note, ...figures, overBudget: figures.jsGzipBytes > budgetKb * 1000 };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function tableRow(p) {
  const budget = `${p.budgetKb} kB`;
  if (p.missing) return [p.name, 'n/a', '', '', '', budget, p.note];
  const note = p.overBudget ? `OVER BUDGET (${p.note})` : p.note;
  return [p.name, kb(p.jsGzipBytes), kb(p.jsBytes), String(p.chunks), kb(p.cssGzipBytes), budget, note];
}

function printTable(pages) {
  const header = ['page', 'JS gzip', 'JS raw', 'chunks', 'CSS gzip', 'budget', ''];
  const rows = [header, ...pages.map(tableRow)];
  const widths = header.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const align = (cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  console.log(['', ...rows.map((row) => row.map(align).join('  ').trimEnd()), ''].join('\n'));
}

function main() {
  const sw = buildServiceWorker(DIST);
  console.log(`build-sw: wrote dist/web/sw.js (${sw.cacheName}, ${sw.urls.length} URLs precached)`);

  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`bundle-report: ${manifestPath} not found; run \`vite build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  const hasApp = Boolean(manifest[APP_ENTRY]);
  const entry = hasApp ? staticClosure(manifest, APP_ENTRY) : undefined;
  const landingKey = hasApp ? findScreen(manifest, LANDING_SRC) : undefined;
  const dashboardKey = hasApp ? findScreen(manifest, DASHBOARD_SRC) : undefined;
  const shellKey = hasApp ? findScreen(manifest, SHELL_SRC) : undefined;
  const login = manifest[LOGIN_ENTRY] ? staticClosure(manifest, LOGIN_ENTRY) : undefined;
  const screenNote = (keys) =>
    ['index.html', ...keys.filter(Boolean).map((key) => manifest[key].src ?? key)].join(' + ') + ', static imports';

  const appPage = (name, lazyKeys, budgetKb) =>
    entry
      ? page(name, withScreen(manifest, entry, ...lazyKeys), manifest, budgetKb, screenNote(lazyKeys))
      : page(name, undefined, manifest, budgetKb, 'index.html not built');
  const pages = [
    appPage('landing', [landingKey], LANDING_BUDGET_KB),
    appPage('dashboard', [shellKey, dashboardKey], DASHBOARD_BUDGET_KB),
    page('login', login, manifest, LOGIN_BUDGET_KB, login ? 'login.html, static imports' : 'login.html not built'),
  ];
  printTable(pages);
  for (const over of pages.filter((p) => p.overBudget)) {
    console.log(`${over.name}: largest chunks (gzip)`);
    for (const file of over.files.slice(0, 8)) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
  }
  writeFileSync(REPORT_PATH, `${JSON.stringify({ generatedAt: new Date().toISOString(), pages }, null, 2)}\n`);

  const over = pages.filter((p) => p.overBudget);
  if (over.length > 0) {
    console.error(`bundle-report: over budget: ${over.map((p) => `${p.name} ${kb(p.jsGzipBytes)} > ${p.budgetKb} kB`).join(', ')}`);
    process.exitCode = 1;
  }
  const merged = hasApp ? screensWithoutEntry(manifest) : [];
  if (merged.length > 0) {
    console.error(`bundle-report: no chunk of their own in the build manifest, so not preloaded: ${merged.join(', ')}`);
    process.exitCode = 1;
  }
  const withSchemas = entry && shellKey ? screensWithSchemaLibrary(manifest, entry, shellKey) : [];
  if (withSchemas.length > 0) {
    console.error(`bundle-report: the schema library is in the first load of ${withSchemas.join(', ')} (docs/decisions/0047)`);
    process.exitCode = 1;
  }
}

main();

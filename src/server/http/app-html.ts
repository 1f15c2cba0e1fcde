import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BOOT_QUERIES_ELEMENT_ID, BOOT_READ_AT_ATTRIBUTE, BOOT_USER_ELEMENT_ID } from '../../common/boot-data.js';
import { firstQueryUrls } from '../../common/first-queries.js';
import { routePath } from '../../common/route-path.js';
import type { User } from '../../common/schemas/auth.js';
import { getUser } from '../auth/accounts.js';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { requestPlace } from '../auth/request-place.js';
import { findSession } from '../auth/sessions.js';

/** How long a page waits on the database for its signed-in user before it is served without one. */
export const APP_HTML_SESSION_TIMEOUT_MS = 250;
/** How long a page waits for its screen's first loads before it is served with preloads for them instead. */
export const APP_HTML_QUERIES_TIMEOUT_MS = 250;
/** The most JSON a page carries for its first loads; past it, the page preloads them instead. */
export const APP_HTML_QUERIES_MAX_BYTES = 256 * 1024;

/**
 * JSON safe inside a `<script type="application/json">`: no `<` (so no `</script>` or `<!--`), `>` or `&`, and
 * no line separators some parsers treat as line ends. JSON.parse reads the escapes back as the same text.
 */
function jsonForScript(value: unknown): string {
  return escapeJsonText(JSON.stringify(value));
}

/** JSON text made safe as jsonForScript's: the characters replaced occur only inside its strings. */
function escapeJsonText(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
const SIGNED_IN_APP = 'authenticated-app.tsx';
const EMAIL_NOTICE = 'shell/email-verification-notice.tsx';
const manifests = new Map<string, { mtimeMs: number; manifest: Manifest }>();

/** Vite's build manifest (dist/web/.vite/manifest.json), read again after a rebuild; empty when missing. */
function buildManifest(webDir: string): Manifest {
  const path = join(webDir, '.vite', 'manifest.json');
  try {
    const { mtimeMs } = statSync(path);
    const cached = manifests.get(path);
    if (cached?.mtimeMs === mtimeMs) return cached.manifest;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    manifests.set(path, { mtimeMs, manifest });
    return manifest;
  } catch {
    return {};
  }
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The screen's module for a path, by the layout of src/web/features (src/web/authenticated-app.tsx lazy-loads them). */
const screenSource = (path: string) => (path === '/' ? 'features/dashboard/dashboard-page.tsx' : `features${path}${path}-page.tsx`);

/**
 * The scripts a signed-in page loads lazily before it can draw: the signed-in shell and the screen at `path`, with
 * what they import, less what index.html already loads. Preloaded, they come with the entry instead of after it.
 */
export function signedInModules(webDir: string, path: string, user?: Pick<User, 'emailVerified'>): string[] {
  const manifest = buildManifest(webDir);
  if (!manifest[ENTRY] || !manifest[SIGNED_IN_APP]) return [];
  const entry = staticClosure(manifest, ENTRY, new Set());
  const wanted = staticClosure(manifest, screenSource(routePath(path)), new Set(entry));
  staticClosure(manifest, SIGNED_IN_APP, wanted);
  // The shell draws the email notice with its first paint (src/web/shell/email-verification-banner.tsx).
  if (user && !user.emailVerified) staticClosure(manifest, EMAIL_NOTICE, wanted);
  return [...wanted]
    .filter((key) => !entry.has(key))
    .map((key) => `/${manifest[key]?.file ?? ''}`)
    .filter((url) => url.endsWith('.js'));
}

/**
 * The app's HTML for a signed-in visitor: the user the "who am I" route (GET /api/auth/user) would answer, and the
 * answers of the screen's first loads (src/common/first-queries.ts) by URL, as non-executable JSON the client seeds
 * its cache with; a preload for each first load the page does not carry, and for the scripts of the shell and
 * screen, so none of them waits for the entry script.
 */
export function renderAppHtml(
  template: string,
  user: User,
  path: string,
  modules: readonly string[] = [],
  queries: Readonly<Record<string, string>> = {},
  /** When the user and the answers were read (before either), for the realtime socket's catch-up. */
  readAt?: number,
): string {
  const preloads = firstQueryUrls(path)
    .filter((url) => !(url in queries))
    .map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`);
  const scripts = modules.map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`);
  const readAtAttribute = readAt === undefined ? '' : ` ${BOOT_READ_AT_ATTRIBUTE}="${readAt}"`;
  const data = [`<script type="application/json" id="${BOOT_USER_ELEMENT_ID}"${readAtAttribute}>${jsonForScript(user)}</script>`];
  const answers = Object.entries(queries).map(([url, json]) => `${JSON.stringify(url)}:${json}`);
  if (answers.length > 0) {
    data.push(`<script type="application/json" id="${BOOT_QUERIES_ELEMENT_ID}">${escapeJsonText(`{${answers.join(',')}}`)}</script>`);
  }
  const head = [...preloads, ...scripts, ...data].join('');
  const at = template.indexOf('</head>');
  return at === -1 ? `${head}${template}` : `${template.slice(0, at)}${head}${template.slice(at)}`;
}

/** Resolves to undefined once `ms` have passed without an answer; the slow promise's outcome is then ignored. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The signed-in visitor of a page request, or undefined when signed out, or when the database does not answer
 * within a short time (down, restarting, locked): the page is then served as to a visitor whose client asks
 * itself, as it did before the HTML carried the user. The session is read as the API reads it, writing its last use
 * when due: SQLite waits at most its busy timeout (50 ms, src/server/db/database.ts) for another process's lock, and
 * a lock held longer fails the read, so the page goes out without its user and the client's own call is told the
 * database is briefly unavailable. Never throws.
 */
export async function pageUser(request: FastifyRequest): Promise<User | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  const { db, secret, config } = request.server.services;
  const read = async () => {
    const session = await findSession({ db, secret, token, place: requestPlace(request, config.trustProxy) });
    return session ? getUser(db, session.userId, session.firstVisit) : undefined;
  };
  try {
    return await within(read(), APP_HTML_SESSION_TIMEOUT_MS);
  } catch (err) {
    request.log.warn({ err }, 'page served without its signed-in user: the session could not be read');
    return undefined;
  }
}

/** The page request's headers an API call reads (the session cookie, the browser, a trusted proxy's). */
function apiHeaders(request: FastifyRequest): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'accept-encoding' && name !== 'content-length') headers[name] = value;
  }
  headers.accept = 'application/json';
  return headers;
}

/**
 * The answers (JSON text, by URL) of the first loads of the screen at `path`, asked of the app itself with the page
 * request's own headers: each passes the checks and filters the client's own call would, for the same session. An
 * answer that is not a 200 JSON, does not come within the wait, or would take the page past its size is left out:
 * the page preloads it instead, and the client asks as before. Never throws.
 */
export async function pageQueries(request: FastifyRequest, path: string): Promise<Record<string, string>> {
  const headers = apiHeaders(request);
  const ask = async (url: string) => {
    const response = await request.server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const json = response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json');
    return json ? response.body : undefined;
  };
  const answers = await Promise.all(
    firstQueryUrls(path).map(async (url) => {
      try {
        return [url, await within(ask(url), APP_HTML_QUERIES_TIMEOUT_MS)] as const;
      } catch (err) {
        request.log.warn({ err, url }, "page served without one of its screen's first loads");
        return [url, undefined] as const;
      }
    }),
  );
  const carried: Record<string, string> = {};
  let bytes = 0;
  for (const [url, json] of answers) {
    if (json === undefined || bytes + json.length > APP_HTML_QUERIES_MAX_BYTES) continue;
    bytes += json.length;
    carried[url] = json;
  }
  return carried;
}

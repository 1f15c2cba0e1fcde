/**
 * Shared fixtures and helpers for the end-to-end suite.
 *
 * - Every test that needs a signed-in parent gets a fresh account from the `account` fixture, created
 *   through POST /api/auth/register on the page's own browser context, so the session cookie lands in
 *   that context. Only the sign-up test goes through the form.
 * - Texts come from src/common (the spec's words in one place), never retyped here.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { THEME_STORAGE_KEY, type Theme } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { invitationTokenOf } from '../../src/common/invite-link.js';

export { expect };

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

let counter = 0;

/** A unique, valid account (email unique across tests and runs). */
export function newAccount(overrides: Partial<Omit<Account, 'fullName'>> = {}): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const firstName = overrides.firstName ?? 'Alex';
  const lastName = overrides.lastName ?? `Tester${counter}`;
  return {
    email: overrides.email ?? `parent-${unique}@amity.test`,
    password: overrides.password ?? 'correct-horse-battery-staple',
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
  };
}

function requestOf(target: BrowserContext | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

/**
 * Creates an account through the API. Given a browser context, its `request` shares the context's
 * cookie jar, so the context is signed in afterwards.
 */
export async function signUpViaApi(
  target: BrowserContext | APIRequestContext,
  overrides: Partial<Omit<Account, 'fullName'>> = {},
): Promise<Account> {
  const account = newAccount(overrides);
  const response = await requestOf(target).post('/api/auth/register', {
    data: { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName },
  });
  expect(response.status(), `register ${account.email}: ${await response.text()}`).toBe(201);
  return account;
}

interface Fixtures {
  /** A fresh parent, signed in in this test's browser context. */
  account: Account;
}

export const test = base.extend<Fixtures>({
  account: async ({ context }, use) => {
    await use(await signUpViaApi(context));
  },
});

/** Makes every page of the context start with this theme saved, as if chosen earlier. */
export async function presetTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/** A card of a screen, found by its title (cards' titles are h2 headings). */
export function card(page: Page, title: string | RegExp): Locator {
  return page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title }) });
}

/** The value shown beside a label in a definition list (Profile's account card). */
export function fieldValue(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/** The option a select shows as chosen (its text is what the parent reads in the closed select). */
export function chosenOption(select: Locator): Locator {
  return select.locator('option:checked');
}

/** Chooses a select's option by its label, or by a pattern its label matches. */
export async function chooseOption(select: Locator, label: string | RegExp): Promise<void> {
  const text = typeof label === 'string' ? label : await select.locator('option').filter({ hasText: label }).first().innerText();
  await select.selectOption({ label: text });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sidebar's link for a route title; on AI routes the visible 'AI' badge is part of the name ('Calendar AI'). */
export function navLink(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}( AI)?$`) });
}

export function primaryNav(scope: Page | Locator): Locator {
  return scope.getByRole('navigation', { name: 'Primary' });
}

/** The signed-in shell has rendered (sidebar navigation on desktop, header toggle everywhere). */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: COPY.shell.toggleSidebar })).toBeVisible();
}

/** The page's realtime socket is open (it opens after first paint), so a change made elsewhere now reaches it live. */
export async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'open');
}

/** The dashboard with its data loaded (no skeletons left). */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** The profile screen with the family loaded. */
export async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  // The screen's chunk and its five queries: on a cold server in a busy run the first visit takes longer than 7 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 15_000 });
  await expect(fieldValue(page, 'Partnership status')).not.toBeEmpty();
}

/** The theme menu loads after first paint; a disabled look-alike holds its place until then. */
export async function themeToggle(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: COPY.shell.toggleTheme });
  await expect(toggle).toBeEnabled();
  return toggle;
}

/** Saves a viewport screenshot as a test artifact and as test-results/screenshots/<name>.png. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const dir = join('test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  copyFileSync(path, join(dir, `${name}.png`));
}

/** Runs axe-core on the page; fails with a readable summary of every violation. */
export async function expectNoAxeViolations(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Parent B signs up in its own context and joins A's family through an invitation (pairing creates 'General'). */
export async function pairCoParent(contextA: BrowserContext, contextB: BrowserContext): Promise<Account> {
  const parentB = newAccount({ firstName: 'Sam', lastName: 'Rivera' });
  const invite = await contextA.request.post('/api/family/invitations', { data: { email: parentB.email } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { link } = (await invite.json()) as { link: string };
  const token = invitationTokenOf(link);
  await signUpViaApi(contextB, parentB);
  const join = await contextB.request.post('/api/family/join', { data: { token } });
  expect(join.ok(), await join.text()).toBe(true);
  return parentB;
}

/** A co-parent who joins the family of `contextA`'s account from a browser of their own, closed once they have joined. */
export async function addCoParent(browser: Browser, contextA: BrowserContext): Promise<Account> {
  const contextB = await browser.newContext();
  try {
    return await pairCoParent(contextA, contextB);
  } finally {
    await contextB.close();
  }
}

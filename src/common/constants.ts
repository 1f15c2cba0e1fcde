/** Business constants of SPEC.md section 9 and the shell of section 2, shared by client, server and tests. */

export const APP_VERSION = '1.0.0';
export const PRODUCT_NAME = 'Amity';

export const MOBILE_BREAKPOINT_PX = 768;

export const SIDEBAR = {
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: '16rem',
  widthIcon: '3rem',
  appWidth: '20rem',
  appWidthIcon: '4rem',
  widthMobile: '18rem',
  keyboardShortcut: 'b',
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

export const THEME_STORAGE_KEY = 'amity-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const DASHBOARD_MAX_UPCOMING_EVENTS = 5;
export const CALENDAR_MAX_EVENTS_PER_DAY = 2;

export const EVENT_TYPES = ['custody', 'appointment', 'school', 'activity'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CONFLICT_ANALYSIS = { debounceMs: 1500, minLength: 10 } as const;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const INVITATION_TTL_DAYS = 14;
export const SESSION_TTL_DAYS = 30;
export const MAX_PARENTS_PER_FAMILY = 2;

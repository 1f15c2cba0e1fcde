/** The route table of SPEC.md section 2. */
export interface AppRoute {
  path: string;
  title: string;
  aiBadge: boolean;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Dashboard', aiBadge: false },
  { path: '/calendar', title: 'Calendar', aiBadge: true },
  { path: '/messages', title: 'Messages', aiBadge: true },
  { path: '/children', title: 'Children', aiBadge: false },
  { path: '/timeline', title: 'Child Timeline', aiBadge: true },
  { path: '/expenses', title: 'Expenses', aiBadge: true },
  { path: '/wellness', title: 'Wellness', aiBadge: true },
  { path: '/legal', title: 'Legal Docs', aiBadge: true },
  { path: '/media', title: 'Media Library', aiBadge: true },
  { path: '/insights', title: 'Family Insights', aiBadge: true },
  { path: '/voice', title: 'Voice Assistant', aiBadge: true },
  { path: '/learning', title: 'Learning & Fun', aiBadge: true },
  { path: '/smart-scheduling', title: 'Smart Scheduling', aiBadge: true },
  { path: '/smart-communication', title: 'Smart Communication', aiBadge: true },
  { path: '/voice-journal', title: 'Voice Journal', aiBadge: true },
  { path: '/profile', title: 'Profile', aiBadge: false },
];

/**
 * Signed-in screens beyond the spec's route table (which stays exactly as SPEC.md lists it). The sidebar
 * lists them in their own navigation after the spec's items, so its Primary navigation keeps the 16 routes.
 */
export const EXTRA_ROUTES: readonly AppRoute[] = [{ path: '/history', title: 'History', aiBadge: false }];

/** The words of the dashboard's first load (the spec's own texts are in COPY.dashboard). */
export const DASHBOARD_COPY = {
  title: 'Dashboard',
  greeting: (firstName: string | undefined) =>
    `Welcome back${firstName ? `, ${firstName}` : ''}! Here is what is coming up for your family.`,
  firstGreeting: (firstName: string | undefined) => `Welcome${firstName ? `, ${firstName}` : ''}! Let's set up your family space.`,
  pickupHeading: 'Schedule Pickup',
  pickupTitle: 'Pickup',
  pickupHint: 'Add a custody pickup',
  sendUpdateHint: 'Message your co-parent',
  logActivityHint: 'Add to the child timeline',
  loadingEvents: 'Loading events',
  loadingMessages: 'Loading messages',
  you: 'You',
  loadFailed: 'Could not load this right now.',
} as const;

/** The spec's words (SPEC.md), word for word, in one place for the client, the server and the tests. */

export const COPY = {
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
  },
  landing: {
    tagline: 'Technology made easier to connect families',
    getStarted: 'Get Started Free',
    learnMore: 'Learn More',
    startAccount: 'Start Your Free Account',
    features: ['Shared Calendar', 'Secure Messaging', 'Family Management', 'Privacy & Security', 'Real-time Updates', 'Document Storage'],
    whyChoose: ['Reduce Conflict', 'Stay Organized', 'Focus on Children'],
    signIn: 'Sign In',
    footer: '© 2024 Amity. All rights reserved.',
  },
  shell: {
    addToHomeScreen: 'Add to Home Screen',
    installApp: 'Install App',
    notNow: 'Not Now',
    offline: 'You are offline. Your data will refresh when you reconnect.',
    unavailable: 'Amity is briefly unavailable. It reconnects by itself in a moment.',
    toggleSidebar: 'Toggle Sidebar',
    toggleTheme: 'Toggle theme',
  },
  dashboard: {
    upcomingEvents: 'Upcoming Events',
    addEvent: 'Add Event',
    noUpcomingEvents: 'No upcoming events',
    quickActions: 'Quick Actions',
    schedulePickup: 'Schedule Pickup',
    sendUpdate: 'Send Update',
    logActivity: 'Log Activity',
    recentMessages: 'Recent Messages',
    newMessage: 'New Message',
    noRecentMessages: 'No recent messages',
    eventAdded: 'Event added successfully!',
  },
  toast: {
    success: 'Success',
    linkCopied: 'Link copied',
  },
  time: {
    tomorrow: 'Tomorrow',
    justNow: 'Just now',
  },
} as const;

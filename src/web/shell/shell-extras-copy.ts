/** The words of the shell's lazily loaded parts (the spec's shared texts live in COPY.shell); they load with those parts. */
export const SHELL_EXTRAS_COPY = {
  records: 'Records',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
  notifications: 'Notifications',
  notificationsUnread: (unread: number) => `Notifications, ${unread} unread`,
  noNotifications: 'No notifications yet',
  install: (product: string) => `Install ${product}`,
  installText: (product: string) => `Add ${product} to your device for quick access, even with a weak connection.`,
  closeInstall: 'Close install prompt',
  homeScreenText: (product: string) => `Keep ${product} one tap away, like any other app on your device.`,
  homeScreenSteps: [
    { platform: 'iPhone and iPad (Safari)', how: 'Tap the Share button, then choose “Add to Home Screen”.' },
    { platform: 'Android (Chrome)', how: 'Open the ⋮ menu, then choose “Install app” or “Add to Home screen”.' },
    { platform: 'Desktop (Chrome or Edge)', how: 'Click the install icon at the right end of the address bar, or use the browser menu.' },
  ],
} as const;

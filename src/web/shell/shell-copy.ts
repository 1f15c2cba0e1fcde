/** The words of the shell's first load (the spec's shared texts live in COPY.shell). */
export const SHELL_COPY = {
  loading: 'Loading',
  mainNavigation: 'Main navigation',
  primaryNavigation: 'Primary',
  aiAssisted: 'AI-assisted',
  screenFailed: 'This screen could not be loaded',
  screenFailedHint: 'Check your connection, then reload the page.',
} as const;

import { test } from './fixtures.js';
import { fakeMicrophone } from './speech-wav.js';

/**
 * Runs the spec file's tests in a Chromium whose microphone plays `wav` (see `spokenWav`): the project's own launch
 * options (playwright.config.ts) plus the fake-microphone flags, and the microphone allowed.
 */
export function useFakeMicrophone(wav: string | null): void {
  test.use({
    launchOptions: [
      async ({ launchOptions }, use) => {
        await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeMicrophone(wav)] });
      },
      { scope: 'worker' },
    ],
    permissions: ['microphone'],
  });
}

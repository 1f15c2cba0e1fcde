import { createFormat } from '@common/format/format';

/** Dates, times and amounts as this viewer reads them: the browser's language and time zone. */
export const viewerFormat = createFormat(
  typeof navigator === 'undefined' ? undefined : navigator.language,
  Intl.DateTimeFormat().resolvedOptions().timeZone,
);

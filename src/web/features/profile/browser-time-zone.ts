/** This browser's time zone, sent with the settings that mean the parent's own clock (quiet hours, the weekly summary). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Counts as people say them: one pluralisation for every screen, email, CSV and report. */

/** '1 file', '2 files', '1 entry', '3 entries'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The word alone, agreeing with `count`: pluralWord(1, 'was', 'were') → 'was'. */
export const pluralWord = (count: number, singular: string, pluralForm: string): string => (count === 1 ? singular : pluralForm);

/** A duration in minutes as people say it: '45 minutes', '1 hour', '3.5 hours', '2 days'. */
export function formatMinutes(minutes: number): string {
  const wholeMinutes = Math.round(minutes);
  if (wholeMinutes < 60) return plural(wholeMinutes, 'minute');
  const hours = Math.round((minutes / 60) * 10) / 10;
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.round((minutes / 1440) * 10) / 10, 'day');
}

import { plural } from '@common/format/plural';
import { viewerFormat } from '@/lib/viewer-format';
import type { RecurrenceRule, WeekdayCode } from '@/components/events/event-occurrence';

const DAY_NAMES: Record<WeekdayCode, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};
const UNITS = { daily: ['day', 'days'], weekly: ['week', 'weeks'], monthly: ['month', 'months'] } as const;

/** 'Every 2 weeks on Monday, Wednesday, until Dec 31, 2026' */
export function describeRecurrence(rule: RecurrenceRule): string {
  const [one, many] = UNITS[rule.frequency];
  let text = rule.interval > 1 ? `Every ${rule.interval} ${many}` : `Every ${one}`;
  if (rule.frequency === 'weekly' && rule.byWeekday?.length) text += ` on ${rule.byWeekday.map((d) => DAY_NAMES[d]).join(', ')}`;
  if (rule.until) text += `, until ${viewerFormat.date(rule.until.slice(0, 10))}`;
  else if (rule.count) text += `, ${plural(rule.count, 'time')}`;
  return text;
}

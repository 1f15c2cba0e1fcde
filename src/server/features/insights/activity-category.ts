import type { ActivityCategory } from '../../../common/schemas/insights.js';

/** An event (custody events and handovers are not activities) or a shared timeline entry, by its date. */
export interface InsightActivity {
  source: 'event' | 'timeline';
  /** eventType for an event, timelineType for an entry. */
  type: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
}

const SOCIAL = /\b(party|birthday|friends?|playdate|play date|sleepover|cousins?|grandparents?|grandma|grandpa)\b/i;
const FAMILY = /\b(family|zoo|park|museum|movies?|cinema|dinner|picnic|trip|beach|hike|holiday|vacation|game night)\b/i;
const SPORTS =
  /\b(soccer|football|swim\w*|practice|match|training|dance|karate|judo|tennis|basketball|baseball|hockey|gymnastics|lessons?|club|camp|piano|music|art class)\b/i;

const BY_TYPE: Record<string, ActivityCategory | null> = {
  'event:school': 'School & Education',
  'event:activity': 'Sports & Activities',
  'event:appointment': 'Health & Appointments',
  'event:custody': null,
  'timeline:school': 'School & Education',
  'timeline:achievement': 'School & Education',
  'timeline:medical': 'Health & Appointments',
  'timeline:milestone': 'Quality Family Time',
  'timeline:memory': 'Quality Family Time',
  'timeline:photo': 'Quality Family Time',
};

/**
 * The category of an activity: words of its title first (social, then family time, then sports and clubs), else its
 * type (decision 0032). A custody event is no activity (null); a school appointment stays School & Education.
 */
export function activityCategory(activity: InsightActivity): ActivityCategory | null {
  const byType = BY_TYPE[`${activity.source}:${activity.type}`] ?? null;
  if (activity.source === 'event' && activity.type === 'custody') return null;
  if (SOCIAL.test(activity.title)) return 'Social & Friends';
  if (FAMILY.test(activity.title)) return 'Quality Family Time';
  if (SPORTS.test(activity.title) && byType !== 'School & Education') return 'Sports & Activities';
  return byType;
}

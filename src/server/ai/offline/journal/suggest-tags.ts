import type { TimelineType } from '../../../../common/timeline-rules.js';
import { normalizeJournalText } from './classify-entry.js';

export const MAX_SUGGESTED_TAGS = 6;

/** Tag dictionaries: each tag with the words that suggest it. */
const TAG_RULES: readonly { tag: string; pattern: RegExp }[] = [
  { tag: 'first steps', pattern: /\bfirst (?:\w+ )?steps?\b|\btook (?:(?:his|her|their) )?(?:first )?steps\b/ },
  { tag: 'first words', pattern: /\bfirst words?\b/ },
  {
    tag: 'lost tooth',
    pattern: /\blost (?:(?:his|her|their|a|the|another|first|front|bottom|top) )*(?:baby )?(?:tooth|teeth)\b|\btooth fairy\b/,
  },
  { tag: 'birthday', pattern: /\bbirthday\b|\bturned \d{1,2}\b|\bturns \d{1,2}\b/ },
  { tag: 'graduation', pattern: /\bgraduat(?:ed|ion|es|ing)\b/ },
  { tag: 'first day', pattern: /\bfirst day\b/ },
  { tag: 'report card', pattern: /\breport cards?\b|\bprogress report\b/ },
  { tag: 'school play', pattern: /\bschool (?:play|concert|musical|show)\b/ },
  { tag: 'teacher', pattern: /\bteachers?\b|\bparent[- ]teacher\b/ },
  { tag: 'test', pattern: /\btests?\b|\bexams?\b|\bquiz(?:zes)?\b/ },
  { tag: 'reading', pattern: /\bread(?:ing|s)?\b|\bbooks?\b|\blibrary\b/ },
  { tag: 'math', pattern: /\bmath(?:s|ematics)?\b/ },
  { tag: 'science', pattern: /\bscience\b/ },
  { tag: 'field trip', pattern: /\bfield trip\b/ },
  { tag: 'doctor', pattern: /\bdoctors?\b|\bpediatrician\b|\bdr\.? [a-z]+/ },
  { tag: 'dentist', pattern: /\bdentist\b|\borthodontist\b|\bcavit(?:y|ies)\b/ },
  { tag: 'vaccination', pattern: /\bvaccin\w*|\bflu shot\b|\bbooster\b|\bshots\b/ },
  { tag: 'fever', pattern: /\bfever\b|\btemperature of\b/ },
  { tag: 'allergy', pattern: /\ballerg(?:y|ies|ic)\b|\bepipen\b/ },
  { tag: 'check-up', pattern: /\bcheck-?ups?\b|\bwell[- ]child\b/ },
  { tag: 'hospital', pattern: /\bhospital\b|\bemergency room\b|\burgent care\b/ },
  { tag: 'award', pattern: /\bawards?\b|\bawarded\b|\bcertificate\b|\bhonou?r roll\b|\bstudent of the (?:month|week)\b/ },
  { tag: 'medal', pattern: /\bmedals?\b|\btroph(?:y|ies)\b|\bribbon\b/ },
  { tag: 'winner', pattern: /\bwon\b|\bwins\b|\bfirst place\b|\bchampion\w*/ },
  { tag: 'soccer', pattern: /\bsoccer\b|\bfootball\b/ },
  { tag: 'basketball', pattern: /\bbasketball\b/ },
  { tag: 'baseball', pattern: /\bbaseball\b|\bsoftball\b|\bt-?ball\b|\bhome run\b/ },
  { tag: 'swimming', pattern: /\bswim(?:s|ming)?\b|\bpool\b/ },
  { tag: 'karate', pattern: /\bkarate\b|\btae ?kwon ?do\b|\bjudo\b|\bbelt\b/ },
  { tag: 'dance', pattern: /\bdanc(?:e|ed|ing)\b|\bballet\b/ },
  { tag: 'music', pattern: /\bpiano\b|\bviolin\b|\bguitar\b|\brecital\b|\bsang\b|\bsinging\b|\bchoir\b/ },
  { tag: 'art', pattern: /\bdrawing\b|\bpainting\b|\bpainted\b|\bdrew\b|\bart\b/ },
  { tag: 'bike', pattern: /\bbike\b|\bbicycle\b|\btraining wheels\b/ },
  { tag: 'family', pattern: /\bgrand(?:ma|pa|parents?|mother|father)\b|\bcousins?\b|\baunt\b|\buncle\b|\bfamily\b/ },
  { tag: 'friends', pattern: /\bfriends?\b|\bsleepover\b|\bplaydate\b/ },
  { tag: 'holiday', pattern: /\bchristmas\b|\bthanksgiving\b|\bhalloween\b|\beaster\b|\bhanukkah\b|\bdiwali\b|\beid\b|\bholiday\b/ },
  { tag: 'travel', pattern: /\btrip\b|\bvacation\b|\bflight\b|\broad trip\b|\bcamping\b/ },
  { tag: 'outdoors', pattern: /\bbeach\b|\bpark\b|\bhike\b|\bhiking\b|\bcamping\b|\bsnow\b|\bgarden\b/ },
  { tag: 'pets', pattern: /\bdog\b|\bpuppy\b|\bcat\b|\bkitten\b|\bhamster\b|\bpet\b/ },
];

const TYPE_TAG: Record<TimelineType, string> = {
  milestone: 'milestone',
  photo: 'photo',
  school: 'school',
  medical: 'health',
  achievement: 'achievement',
  memory: 'memories',
};

/** Tags from the dictionaries in the order they appear in the rules, led by one for the type; at most six. */
export function suggestTags(content: string, type: TimelineType): string[] {
  const text = normalizeJournalText(content);
  const tags = [TYPE_TAG[type]];
  const age = /\bturn(?:ed|s) (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th) birthday\b/.exec(text);
  const years = age?.[1] ?? age?.[2];
  if (years) tags.push(`age ${years}`);
  for (const { tag, pattern } of TAG_RULES) {
    if (pattern.test(text) && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, MAX_SUGGESTED_TAGS);
}

import type { TimelineType } from '../../../../common/timeline-rules.js';

/** A pattern that votes for a type, with its weight, and the phrase the prompts use when it is the strongest clue. */
export interface TypeRule {
  type: TimelineType;
  pattern: RegExp;
  weight: number;
  topic: string;
}

const rule = (type: TimelineType, weight: number, topic: string, pattern: RegExp): TypeRule => ({ type, pattern, weight, topic });

/**
 * Keyword rules for the entry type. Strong, specific phrases weigh 3, plain clues 1-2; the highest total wins,
 * ties go to the earlier type in TYPE_PRIORITY, and no clue at all means a memory.
 */
export const TYPE_RULES: readonly TypeRule[] = [
  // Milestones: firsts, lost teeth, learning to do something, birthdays and graduations.
  rule('milestone', 4, 'the first steps', /\bfirst (?:real |wobbly |little )?steps?\b|\btook (?:(?:his|her|their) )?(?:first )?steps\b/),
  rule('milestone', 4, 'the first words', /\bfirst words?\b|\bsaid (?:mama|dada|mommy|daddy)\b/),
  rule(
    'milestone',
    4,
    'the lost tooth',
    /\blost (?:(?:his|her|their|a|the|another|first|front|bottom|top) )*(?:baby )?(?:tooth|teeth)\b|\btooth fairy\b|\bwiggly tooth\b/,
  ),
  rule('milestone', 4, 'the first tooth', /\bfirst tooth\b|\bteething\b|\bnew tooth\b/),
  rule(
    'milestone',
    3,
    'that first',
    /\bfor the (?:very )?first time\b|\bfirst (?:day|haircut|sleepover|bike ride|time|swim|flight|concert|night|solo|lemonade|playdate|steps)\b/,
  ),
  rule(
    'milestone',
    3,
    'learning something new',
    /\blearn(?:ed|t) (?:how )?to (?:ride|swim|read|tie|walk|talk|write|skate|whistle|crawl|count)\b|\bcan (?:now )?(?:ride|swim|read|tie) \w+ own\b/,
  ),
  rule('milestone', 3, 'riding without training wheels', /\b(?:without|no more) training wheels\b/),
  rule(
    'milestone',
    3,
    'that new skill',
    /\b(?:crawl(?:ed|ing)?|potty[- ]trained|toilet[- ]trained|slept through the night|rolled over|sat up)\b/,
  ),
  rule('milestone', 3, 'the birthday', /\bbirthday\b|\bturned \d{1,2}\b|\bturns \d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th) birthday\b/),
  rule('milestone', 3, 'the graduation', /\bgraduat(?:ed|ion|es|ing)\b|\bmoving up ceremony\b/),
  // School.
  rule('school', 4, 'the report card', /\breport cards?\b|\bprogress report\b/),
  rule('school', 4, 'the school play', /\bschool (?:play|concert|musical|show)\b/),
  rule('school', 3, 'the parent-teacher meeting', /\bparent[- ]teacher\b|\bconference with (?:the|his|her) teacher\b/),
  rule('school', 3, 'the science fair', /\bscience fair\b|\bfield trip\b|\bbook report\b|\bspelling (?:test|list)\b/),
  rule('school', 2, 'the teacher', /\bteachers?\b|\bprincipal\b|\bclassroom\b|\bclassmates?\b/),
  rule('school', 2, 'the test', /\btests?\b|\bexams?\b|\bquiz(?:zes)?\b|\bhomework\b|\bsemester\b|\breading level\b/),
  rule('school', 1, 'school', /\bschool\b|\bkindergarten\b|\bpreschool\b|\bclass\b|\bgrades?\b|\bmath\b|\breading\b/),
  // Medical.
  rule('medical', 4, 'the doctor visit', /\bdoctors?\b|\bpediatrician\b|\bpaediatrician\b|\bdr\.? [a-z]+/),
  rule('medical', 4, 'the dentist visit', /\bdentist\b|\borthodontist\b|\bcavity\b|\bcavities\b/),
  rule('medical', 4, 'the vaccination', /\bvaccin(?:e|es|ation|ations|ated)\b|\bflu shot\b|\bbooster\b|\bimmuni[sz]ation\b|\bshots\b/),
  rule(
    'medical',
    4,
    'the fever',
    /\bfever\b|\btemperature of\b|\bflu\b|\bear infection\b|\bstrep\b|\bchicken ?pox\b|\bcough\b|\bsick\b|\bvomit/,
  ),
  rule('medical', 4, 'the allergy', /\ballerg(?:y|ies|ic)\b|\bepipen\b|\basthma\b|\binhaler\b|\beczema\b/),
  rule(
    'medical',
    4,
    'the hospital visit',
    /\bhospital\b|\bemergency room\b|\burgent care\b|\bstitches\b|\bx-?ray\b|\bsurgery\b|\bbroken (?:arm|leg|wrist|bone|finger)\b|\bsprain(?:ed)?\b|\bcast\b/,
  ),
  rule(
    'medical',
    3,
    'the check-up',
    /\bcheck-?ups?\b|\bwell[- ]child\b|\beye exam\b|\bhearing test\b|\bmedicine\b|\bmedication\b|\bprescri(?:ption|bed)\b|\bantibiotics?\b|\btherap(?:y|ist)\b/,
  ),
  // Achievements.
  rule(
    'achievement',
    4,
    'the win',
    /\bwon\b|\bwins\b|\bwinning\b|\bfirst place\b|\bsecond place\b|\bthird place\b|\bchampion(?:s|ship)?\b/,
  ),
  rule(
    'achievement',
    4,
    'the award',
    /\bawards?\b|\bawarded\b|\bmedals?\b|\btroph(?:y|ies)\b|\bcertificate\b|\bribbon\b|\bprize\b|\bhonou?r roll\b|\bstudent of the (?:month|week)\b/,
  ),
  rule('achievement', 3, 'the goal', /\bgoals?\b|\bscored\b|\bhome run\b|\btouchdown\b|\bbasket\b/),
  rule(
    'achievement',
    3,
    'the new belt',
    /\b(?:yellow|orange|green|blue|purple|brown|black|red) belt\b|\bmade the team\b|\bpassed (?:(?:his|her|their|the) )?\w+ (?:test|exam|level|grading)\b|\bearned\b|\bbadge\b|\bpersonal best\b/,
  ),
  // Photos.
  rule('photo', 4, 'the photo', /\bphotos?\b|\bpictures?\b|\bpics?\b|\bselfies?\b|\bphoto ?shoot\b|\bportraits?\b|\bsnapshots?\b/),
  rule('photo', 2, 'the photo', /\bcamera\b|\balbum\b|\bpicture day\b|\bposed\b|\bsmiled for\b/),
  // Memories (weak clues, so any stronger type wins).
  rule('memory', 1, 'the trip', /\btrip\b|\bvacation\b|\bholiday\b|\bcamping\b|\bweekend away\b|\broad trip\b/),
  rule('memory', 1, 'the day out', /\bbeach\b|\bpark\b|\bzoo\b|\bmuseum\b|\baquarium\b|\bfair\b|\bpicnic\b|\bhike\b|\bfarm\b/),
  rule(
    'memory',
    1,
    'that moment',
    /\blaugh(?:ed|ing)?\b|\bfunny\b|\bremember\b|\bcuddl(?:e|ed|es)\b|\bbaked\b|\bmovie night\b|\bgrand(?:ma|pa|parents?|mother|father)\b/,
  ),
];

/** Tie-break order: the more specific record wins. */
export const TYPE_PRIORITY: readonly TimelineType[] = ['medical', 'milestone', 'achievement', 'school', 'photo', 'memory'];

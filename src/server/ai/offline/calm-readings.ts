/**
 * Round 9: calm readings of words the rules find, each a way of speaking rather than a topic. Praise said with 'never'
 * ('you never miss a game'), venting at an institution ('this council is ridiculous'), a thing that broke 'for the
 * third time', and 'you should have seen her face' shared in joy. Tested on new sentences in round-9-findings.test.ts.
 */

/**
 * 'Never' denying a failure is praise; 'never miss a chance to …' is still a dig. Also praise said with 'always' or
 * 'never' about how the reader handles the children (rounds 13 and 14: 'you always know how to calm her down', 'you
 * never get flustered'); 'you always know how to make things worse' is not among them.
 */
const NEVER_PRAISE =
  /\byou(?:'ve| have)? never (?:once )?(?:let (?:them|him|her|me|us|the kids|the children) down|(?:miss(?:ed)?|forg[eo]t|fail(?:ed)?|skip(?:ped)?) (?:a|an|one|any|their|his|her)\b(?! (?:chance|opportunity)))|\byou always know (?:how to (?:calm|cheer|settle|comfort|soothe|help)|(?:just )?what to say)\b|\byou never (?:get|seem|look|sound) (?:flustered|rattled|stressed|panicked|fazed|angry|cross|impatient)\b/gi;

/** What parents vent about together: bodies and services, not the reader. */
const INSTITUTION = String.raw`(?:council|school|insurance(?: company)?|insurer|landlord|letting agent|airline|bank|hospital|nhs|clinic|surgery|pharmacy|government|company|traffic|weather|queue|wait|waiting list|bus|train|app|website|system|office|agency|dmv|post office|internet|broadband|builder|plumber|garage)`;
const INSTITUTION_VENTING = new RegExp(
  String.raw`\b(?:the|this|that|our|their)(?: \w+)? ${INSTITUTION}(?:'s| is| are| was| were| has been| have been)? (?:so |just |absolutely |totally |completely |honestly )?(?:ridiculous|useless|unbelievable|absurd|laughable|pathetic|a joke|a nightmare)`,
  'i',
);
const SECOND_PERSON = /\b(?:you|your|you're|yours|yourself|u|ur)\b/i;

/** A thing's state repeated ('Heating's broken for the third time'), not the writer asking again. */
const THING_AGAIN =
  /\b(?:broken|broke|down|delayed|closed|cancell?ed|leaking|flooded|failed|rejected|sick|ill|off|out|crashed|stuck)\b[^.!?]{0,20}\bfor the (?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time\b/i;

/**
 * Round 10: a pictograph of joy or of the thing celebrated (🦷 🚲 🎂 ⚽), in a message without an eye-roll, an angry face
 * or mock applause: good news told, not an attack.
 */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const SCORNFUL_PICTOGRAPH = /🙄|😡|🤬|😤|😒|😑|🙃|🤡|👏|🖕|💀|😠|🤦/u;
/** An achievement told ('lost her first tooth', 'can ride a bike', 'we got the house', 'she scored'). */
const ACHIEVEMENT =
  /\b(?:(?:lost|losing) (?:his|her|their) first|first (?:tooth|goal|word|words|step|steps|try|wave|prize|medal|trophy|solo)|(?:can|could) (?:now )?(?:ride|swim|read|walk|tie|write|count|skate|whistle)|(?:we|she|he|they) (?:got|won|made|passed|scored)|scored|won (?:the|her|his|their|a|first)|got (?:the|a) (?:house|flat|apartment|job|place|part|lead|scholarship)|got into)\b/i;
export const isCelebration = (message: string): boolean =>
  !SCORNFUL_PICTOGRAPH.test(message) && (PICTOGRAPH.test(message) || ACHIEVEMENT.test(message));

/**
 * Joy shared with the reader ('You should have seen her face!!') and a friendly sign-off ('see you there!', round 13):
 * the 'you' is an invitation, not an address.
 */
const SHARED_JOY =
  /\byou should(?:'ve| have) seen (?:her|his|their|them|him|the)\b[^.!?]*|\bsee you (?:there|then|soon|later|tomorrow|at (?:the )?\w+|on \w+)[.!]*\s*$/gi;

/** The sentence around each match of `pattern`. */
function sentencesMatching(message: string, pattern: RegExp): string[] {
  return message.split(/(?<=[.!?])\s+/).filter((sentence) => pattern.test(sentence));
}

/** The message without its praise said with 'never' ('You've never once let them down at Christmas.'). */
export const withoutNeverPraise = (message: string): string => message.replace(NEVER_PRAISE, '');

/** Contempt aimed at a service or a body, in a sentence that does not address the reader. */
export const isVentingElsewhere = (message: string): boolean =>
  sentencesMatching(message, INSTITUTION_VENTING).some((sentence) => !SECOND_PERSON.test(sentence));

/** 'For the third time' said of a thing's state, in a sentence with no 'you'. */
export const isThingAgain = (message: string): boolean =>
  sentencesMatching(message, THING_AGAIN).some((sentence) => !SECOND_PERSON.test(sentence));

/** The message without its shared joy, to ask whether what is left speaks to the reader. */
export const withoutSharedJoy = (message: string): string => message.replace(SHARED_JOY, '');

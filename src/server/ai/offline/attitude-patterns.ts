/**
 * Round 9: patterns of attitude rather than of topic. Each names a way of saying something (an ironic 'I'm sure', a
 * coincidence insinuated, patience that counts the months, thanks for news heard elsewhere, a dig at someone's
 * competence wrapped as a reminder), never a subject that calm messages share with heated ones (money, lawyers, school).
 * Read off the misses of the ninth tuning set, written wider than its sentences and tested on new ones in
 * round-9-findings.test.ts.
 */
import type { FindingKind } from './coach-patterns.js';

/** Things that go missing, said of what the reader lost or forgot. */
const VANISHED = String.raw`(?:evaporated|vanished|disappeared|grew legs|walked off|teleported|fell out of the bag|got lost)`;
/** A skill the reader is said to lack ('since calendars seem to be hard'). */
const BEYOND_YOU = String.raw`(?:so |a bit |too |really )?(?:hard|difficult|tricky|a challenge|a struggle|confusing|complicated|beyond you|a mystery|a foreign concept|optional)`;
/** The reader's home or time with the child, as the place where things go wrong. */
const AT_YOURS = String.raw`(?:with you|at yours|at your (?:place|house|flat)|from yours|from your (?:place|house|flat)|your (?:week|weekend|days|time))`;

export const ATTITUDE_PATTERNS: Partial<Record<FindingKind, RegExp[]>> = {
  insult: [
    // Names for a person the general list lacks; after 'a', so 'costs creep up' is not one.
    /\b(?:is|are|'s|such|what|total|complete|absolute|real) an? (?:total |complete |absolute |real )?(?:thug|lowlife|low-life|scumbag|parasite|creep|sleazebag|slob|degenerate|leech)\b/i,
  ],
  contempt: [
    // Refusing to hear the reader out ('spare me the excuses', 'don't lecture me about bedtimes').
    /\bspare me (?:the|your|another|all the)\b/i,
    /\b(?:lecture|lecturing|preach(?:ing)? (?:to|at)|moralis(?:e|ing) (?:to|at)) me\b/i,
    // Denying the reader the role ('doesn't make you a father', 'what kind of mother you are').
    /\b(?:doesn't|does not|don't|won't|didn't) make you (?:a |an )?(?:good |better |real |proper )?(?:father|mother|parent|dad|mum|mom|man|adult|grown-?up)\b/i,
    /\bmakes? you (?:someone|somebody|a person|the (?:kind|sort) of (?:person|parent)) who\b/i,
    /\b(?:exactly )?what kind of (?:a )?(?:father|mother|parent|dad|mum|mom|person|man|woman) you (?:really )?are\b/i,
  ],
  sarcasm: [
    // An ironic 'I'm sure': what the reader lost 'just evaporated'.
    new RegExp(String.raw`\b(?:i'm sure|i am sure|must have|must've)\b[^.!?]{0,60}?\b(?:just |simply |magically )?${VANISHED}\b`, 'i'),
    // An ironic guess at what kept the reader ('must have been a record-breaking queue').
    /\bmust(?:'ve| have) been (?:a |one |some )?(?:record[- ]breaking|world[- ]record|epic|very important|really important|super important|terribly important|gripping|riveting|fascinating)\b/i,
    // The pleasure of hearing news from someone else.
    /\b(?:lovely |nice |pleasant |wonderful |great )?(?:surprise|joy|pleasure) of (?:hearing|finding out|learning|discovering|reading)\b/i,
  ],
  passive_aggression: [
    // A coincidence insinuated: trouble that follows the reader's time with the child.
    new RegExp(
      String.raw`\b(?:funnily enough|funny enough|coincidentally|strangely enough|oddly enough|funny how|funny that|strange how|odd how|what a coincidence)\b[^.!?]*\b(?:after|since|whenever|every time|each time)\b[^.!?]*\b${AT_YOURS}`,
      'i',
    ),
    // A reminder that doubts the reader can manage ('since calendars seem to be hard').
    new RegExp(String.raw`\bsince (?:\w+ ){1,3}(?:seems?|appears?) to be ${BEYOND_YOU}\b`, 'i'),
    /\b(?:a |just a )?friendly reminder,? (?:since|because|as|in case you)\b/i,
    // The British 'as per.' with nothing after it: as always, said with a sigh.
    /\bas per(?=\s*[.!…]|\s*$)/i,
    // Patience that counts the months ('no rush, it's only been since March').
    /\bit(?:'s| has) only been (?:since (?:last )?\w+|weeks|months|forever)\b/i,
    // Letting the writer find out for themselves.
    /\b(?:letting|leaving|having) me (?:find out|hear|learn|discover|read)\b/i,
  ],
  demand: [
    // An order repeated as a one-word sentence after it ('Check the bag twice. Twice.').
    /(?:^|[.!?]\s+)(?:twice|properly|on time|in full|no exceptions|every time)[.!]+(?=\s|$)/i,
  ],
};

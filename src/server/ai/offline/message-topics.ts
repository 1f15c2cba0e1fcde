/**
 * What a message is about, beside its numbers, dates and names (message-facts.ts): the things it names ('the inhaler',
 * 'the passport form', 'Kamau's fees', 'homework'). A rewrite must keep them too, so it can drop the attack around a
 * topic without dropping the topic ('So kind of you to return Ruby with a fever of 39' keeps 'fever').
 */
import { findToneProblems } from './tone-rules.js';

/** Words that open a noun phrase: articles, possessives ('your', 'Kamau's'), 'one', 'all the'. */
const OPENER = String.raw`(?:\b(?:the|a|an|his|her|their|my|your|ur|our|its|this|these|those|one|every|any|some|no)|\b(?!(?:she|he|it|that|what|there|who|where|here|let)['’]s\b)\p{Lu}[\p{Ll}'-]+['’]s)`;
/** A phrase after its opener: up to four words, scare quotes dropped ("your 'wellness coach'"). */
const WORD = String.raw`[\p{L}-]+(?:['’]\p{L}+)?['’]?`;
// In a lookahead, so a phrase does not swallow the next one's opener ('those messages in the school parents group').
const PHRASE = new RegExp(String.raw`${OPENER}\s+['"‘“]?(?=((?:${WORD}\s+){0,3}${WORD}))`, 'giu');
/** Adverbs ('exactly', 'properly'): not topics; these few words end in -ly and are. */
const NOT_ADVERBS = new Set(['family', 'assembly', 'supply', 'monopoly', 'rally', 'jelly']);

/**
 * Words that end a noun phrase or are no topic: function words, pronouns, verbs and adverbs, people in general, and
 * the words of an attack ('failure', 'excuses'), which a rewrite drops on purpose.
 */
const STOP = new Set(
  (
    'a an the and or but so if then than that this these those to of in on at by for from with without about into onto over ' +
    'under after before since until while as is are was were be been being am do does did done have has had having will would ' +
    'can could shall should may might must not no nor never always ever just only also even still again already yet too very ' +
    'really actually literally honestly clearly obviously apparently i me my mine you your yours u ur he him his she her hers ' +
    'it its we us our they them their who whom whose which what when where why how all any both each every some such own ' +
    "same other another more most much many few less least lot lots there here now then today tomorrow tonight i'm you're " +
    "he's she's it's we're they're i've you've i'll you'll i'd you'd don't doesn't didn't can't won't isn't aren't wasn't " +
    "weren't cant wont dont didnt isnt im ive ill youre its get got gets getting go goes going gone went make makes made " +
    'making take takes took taking know knows knew think thought want wants wanted need needs needed let lets say says said ' +
    'tell told ask asked see saw seen come came coming give gave given keep kept put sort sorted pay paid send sent bring ' +
    'brought pick drop call called like well back up down out off away around whole single entire new old same last next ' +
    'first second third reason reasons thing things stuff way ways kind sort type bit point fact problem problems issue ' +
    'issues mess attitude excuse excuses advice failure fault faults effort words word opinion opinions truth idea ideas ' +
    'life lives time times day days week weeks month months year years minute minutes hour hours moment world man woman ' +
    'men women person people guy guys someone somebody everyone everybody nobody anyone anything everything nothing ' +
    'something mother father mum mom dad mummy mommy daddy parent kid kids child children son daughter family ' +
    'boy girl boys girls baby ex record chance state fun job joke ' +
    'disgrace embarrassment idiot mind head nerve heart behaviour behavior hands business own priorities drama ' +
    'nonsense lies minimum part rest end lie best worst favour favor cost information notice heads-up heads warning ' +
    'better worse sooner later either neither else enough please thanks right yes okay ok sure because cos coz til till ' +
    'via per reads knows says thinks wants needs gets goes sits turns comes makes takes looks seems feels follows matters ' +
    'sit sits stay stays wait waits happens happened starts started ends ended belongs lives means count counts ' +
    'strong myself yourself himself herself themselves ourselves yourselves suit absolute used behind selfish choice coincidence ' +
    'worries worry surprise shock attention respect decency clue sense hear hears heard science ' +
    'doing fine whenever whatever cute adorable sweet funny selfishness laziness stupidity incompetence arrogance ignorance cruelty spite'
  ).split(/\s+/),
);

/** Topics named without an article ('homework done', 'doing pickups', 'enjoy court'). */
const BARE_TOPIC =
  /\b(?:screen time|money|homework|school|work|court|pickups?|drop-?offs?|handovers?|swimming|football|footy|soccer|rugby|netball|ballet|training|practice|maintenance|child support|support|fees|tuition|rent|daycare|nursery|childcare|therapy|counselling|medication|medicine|inhaler|uniform|passport|visa|custody|overnights|holidays?|birthday|christmas|easter|recital|concert|exams?|term|dentist|doctor|hospital|appointment|surgery)\b/gi;

/** Describing words skipped before a topic ('the new school', 'his actual mother'). */
const DESCRIBING = new Set(
  'old whole entire single more actual real little big poor precious famous lovely nice good bad great same own usual next last only'.split(
    ' ',
  ),
);
/** Words that open a topic of their own ('a new girlfriend' is not 'a girlfriend'). */
const OPENING_TOPIC = new Set(['new']);
/** People named with an article or possessive ('the kids', 'your mother'): kept when the calm sentences drop them. */
const PEOPLE = /^(?:kids|children|boys|girls|mother|father|mum|mom|dad)$/i;

const BARE_TOPIC_WORD = new RegExp(`^${BARE_TOPIC.source}$`, 'i');

const isTopicWord = (word: string) => {
  const lower = word.toLowerCase().replace(/['’]s?$/, '');
  // Past forms ('arrived', 'packed') are what happened, not what it happened to.
  if (/^\p{L}{4,}ly$/u.test(lower) && !NOT_ADVERBS.has(lower)) return false;
  // Superlatives ('the laziest') describe the person, not the topic.
  if (/^\p{L}{3,}iest$/u.test(lower)) return false;
  return !STOP.has(lower) && /\p{L}{3,}/u.test(word) && !/^\p{L}{3,}ed$/u.test(lower);
};

/** The longest run of topic words at the start of a phrase ('school parents group so everyone' → 'school parents group'). */
function leadingTopic(phrase: string, definite: boolean): string | null {
  const words = phrase.split(/\s+/);
  while (words.length > 0 && DESCRIBING.has(words[0]!.toLowerCase())) words.shift();
  const run: string[] = [];
  if (words.length > 1 && OPENING_TOPIC.has(words[0]!.toLowerCase()) && isTopicWord(words[1]!)) run.push(words.shift()!);
  // A participle before a topic word names a kind of it ('the missed payments', 'the packed lunch').
  else if (words.length > 1 && /^\p{Ll}{3,}ed$/u.test(words[0]!) && isTopicWord(words[1]!)) run.push(words.shift()!);
  else if (definite && PEOPLE.test(words[0] ?? '')) return words[0]!;
  for (const word of words) {
    if (!isTopicWord(word)) break;
    // After the first word, a verb in -ing ('evening arguing') or a name ('nights Ben') starts something else.
    if (run.length > 0 && ((/^\p{L}{3,}ing$/u.test(word) && !BARE_TOPIC_WORD.test(word)) || /^\p{Lu}/u.test(word))) break;
    run.push(word.replace(/['’]s?$/, ''));
  }
  return run.length > 0 ? run.join(' ') : null;
}

export interface Topic {
  /** As written ('footy', 'school parents group'). */
  topic: string;
  /** Named with an article or possessive in the message ('the footy'), not bare ('homework done'). */
  withArticle: boolean;
}

/** The things a message names, each as it is written, in the order they come ('the footy' → 'footy'). */
/** What a child is allergic to: a fact no rewrite may lose ('ALLERGIC TO PEANUTS'). */
const ALLERGEN = /\ballergic to ([\p{L}-]+)/giu;

export function messageTopics(text: string): Topic[] {
  const found: (Topic & { at: number })[] = [];
  // 'what Lily is allergic to if …' names no allergen.
  for (const match of text.matchAll(ALLERGEN))
    if (isTopicWord(match[1]!)) found.push({ at: match.index, topic: match[1]!, withArticle: true });
  for (const match of text.matchAll(PHRASE)) {
    // 'a father' in 'doesn't make you a father' is a role, not someone the message is about.
    const topic = leadingTopic(match[1] ?? '', !/^(?:a|an|one|every|any|some|no)\b/i.test(match[0]));
    if (topic) found.push({ at: match.index + match[0].length, topic, withArticle: true });
  }
  for (const match of text.matchAll(BARE_TOPIC)) found.push({ at: match.index, topic: match[0], withArticle: false });
  found.sort((a, b) => a.at - b.at);
  // Round 14: the image an insult is made of ('the attention span of a seagull') is the insult, not a topic.
  const insults = findToneProblems(text)
    .filter((f) => f.kind === 'insult')
    .map((f) => f.phrase.toLowerCase());
  const topics: Topic[] = [];
  for (const { topic, withArticle } of found) {
    const lower = topic.toLowerCase();
    // A word of the attack ('a liar', 'a useless clown') is what the rewrite drops, not what the message is about.
    if (findToneProblems(topic).some((f) => f.kind !== 'shouting')) continue;
    if (insults.some((phrase) => phrase.includes(lower))) continue;
    // One topic inside another ('school' in 'school trip') is named once, by the longer.
    if (topics.some((t) => t.topic.toLowerCase().includes(lower))) continue;
    for (let i = topics.length - 1; i >= 0; i--) if (lower.includes(topics[i]!.topic.toLowerCase())) topics.splice(i, 1);
    topics.push({ topic, withArticle });
  }
  return topics;
}

/**
 * The facts of a message a rewrite must keep, found automatically: every number (amounts, times, dates, counts),
 * day and month name and every capitalised name that does not start a sentence. The rewriter keeps the clauses that
 * carry them, and the evaluation checks every rewrite of a heated message against them.
 */
import { INSULT_WORDS } from './model-rule-patterns.js';
import { splitSentences } from './sentence-split.js';

/** Currency signs and the prefixes of dollars, rand, rupees and shillings ('A$40', 'R2,400', 'Rs 500', 'KES 3,000'). */
const CURRENCY = String.raw`(?:[$£€₹¥₦₱₩₺₽₴]|\b(?:A|AU|NZ|C|CA|US|HK|S)\$|\bR(?=\d)|\bRs\.?\s?|\b(?:KES|KSh|NGN|ZAR|PHP|INR)\s?)`;
/** Digits with thousands, decimals, clock and date separators ('2,400', '45.50', '5:30', '30/09'). */
const DIGITS = String.raw`\d+(?:[.,:/]\d+)*`;
const UNIT = String.raw`(?:\s?(?:[ap]\.m\.|(?:am|pm|dollars?|pounds?|euros?|rupees?|quid|bucks|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years? old|years?|nights?|ml|mg|kg|km|miles?)\b|%))`;
const NUMBER = new RegExp(String.raw`(?:\bthe (?=\d+(?:st|nd|rd|th)\b))?${CURRENCY}?${DIGITS}(?:st|nd|rd|th)?${UNIT}?`, 'gi');
const SPELLED_NUMBER =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|half an?) (?:minutes?|mins?|hours?|days?|weeks?|months?|years? old|years?|nights?|dollars?|pounds?|euros?)\b/gi;
/** Numbers in words and times relative to now ('four', 'next week'): facts too. */
const SPELLED =
  /\b(?:(?:this|next|last) (?:week|weekend|month|year|term|time)|every (?:other )?(?:week|weekend|month|term|day|night|morning|evening|time)|all (?:day|night|week|weekend|month|term|year)|month[- ]end|end of (?:the )?(?:day|week|month|term|year)|the (?:school |summer |easter |christmas )?holidays|half[- ]term|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty)(?: (?:extra )?(?:jobs?|days?|nights?|weeks?|times?|kids?|children)|(?! more\b))|(?:second|third|fourth|fifth|sixth|tenth) time|an? (?:hour|year|week|month|day|fortnight|minute))\b/gi;
/**
 * Capital abbreviations of places and bodies (CPS, NHS, NZ): not shouting. Capitals without a vowel cannot be a shouted
 * English word, so they name something, unless they are a texting curse ('WTF').
 */
const ABBREVIATION =
  /\b(?:CPS|NHS|GP|ER|A&E|IEP|PTA|DMV|ICU|CAFCASS|SEN|SENCO|(?!(?:WTF|FFS|STFU|GTFO|SMH|TBH|JFC|BS|PS)\b)[B-DF-HJ-NP-TV-XZ]{2,4})\b/g;
/** Whether a word in capitals is an abbreviation ('CPS', 'NZ'), not a shouted word. */
export const isAbbreviation = (word: string) => new RegExp(`^${ABBREVIATION.source}$`).test(word);
/** Brand names written in mixed case ('iPad', 'eBay', 'FaceTime'): names, wherever they stand in a sentence. */
const MIXED_CASE_NAME = /\b\p{Lu}?\p{Ll}+\p{Lu}\p{L}*/gu;
/** Days and months, with the part of the day a day may carry ('tomorrow morning', 'Friday night'): one fact. */
const CALENDAR =
  /\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)(?:\s+(?:morning|afternoon|evening|night|lunchtime))?|january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|noon|midnight|tonight)\b/gi;
/** Words that start sentences: a capitalised first word not among them is taken for a name ('Kofi's anxiety…'). */
const SENTENCE_STARTERS = new Set(
  (
    'i you we they she he it the a an this that these those my your our their his her its if when then so but and or ' +
    'please could can would will did do does is are was were have has had just also thanks thank hi hello hey dear ' +
    'sorry sure yes no not ok okay great good nice oh wow well what why how where who which whose let send pick bring ' +
    "pay drop call text sign remember don't keep make take get give tell stop be again every each some any all only " +
    'maybe perhaps funny interesting must should typical fine whatever seriously honestly apparently clearly obviously ' +
    'of as per for from in on at by with after before since until unless once one two there here last next enjoy hope ' +
    'glad happy love looks sounds thought guess wait try cancel answer either neither everyone everything nothing ' +
    'nobody someone something mom dad mum mommy daddy mummy kids children school reminder quick fyi btw ps also ' +
    'lovely cool congrats congratulations finally still even never always actually look listen hang anyway plus ' +
    'simple now yeah yep nope ugh hmm like unbelievable absolutely exactly totally literally another enough same ' +
    'right true done noted classic lol end really truly sadly luckily hopefully basically surely cant says said mark ' +
    'trust watch try mate dude bro babe buddy hun hon darling sweetheart because cos coz although though whilst while see'
  ).split(' '),
);

/** A fact that starts with a common word ('Next time', 'One'), which a sentence opening gave its capital. */
export const startsWithCommonWord = (fact: string) => SENTENCE_STARTERS.has(fact.split(/\s+/)[0]!.toLowerCase());

/** 'Selfish as always.': an insult that opens a sentence is not a name. */
const INSULT = new RegExp(`^(?:${INSULT_WORDS})$`, 'i');

/** What follows a name that starts a sentence: a possessive or a verb ('Kofi's anxiety', 'Hana waited', 'Tunde deserves'). */
const AFTER_NAME =
  /^(?:['’]s\b|\s+you (?:are|were|have|never|always|need|must|can|can't|don't|didn't|won't|should)\b|,\s+(?:you|u|can|could|i|we|please)\b|\s+[a-z]+(?:ed|s)\b|\s+(?:is|was|has|had|and|will|can|could|would|wants|wanted|needs|needed|said|says|asked|told|keeps|kept|missed|got|came|went|didn't|doesn't|isn't|wasn't|won't|can't|never|always|waited|cried|loves|loved|thinks|thought|started|stopped|left|lost|forgot|made|spent|scored|finished|seems|feels|felt)\b)/;

/**
 * The name a sentence starts with ('Kofi's anxiety…', 'Hana waited…'), if it starts with one. In a message written
 * without any capitals ('ethan asked why…') capitals tell nothing, so a lower-case first word counts too.
 */
function leadingName(sentence: string, anyCase: boolean): string | null {
  const match = new RegExp(/^([A-Z][a-z’'-]*[a-z])(?=['’]s\b)|^([A-Z][a-z-]*[a-z])\b/.source, anyCase ? 'i' : '').exec(sentence);
  const first = match?.[1] ?? match?.[2];
  if (!match || !first || SENTENCE_STARTERS.has(first.toLowerCase()) || INSULT.test(first)) return null;
  return AFTER_NAME.test(sentence.slice(first.length)) ? first : null;
}

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(['I', "I'm", "I'll", "I've", "I'd", 'OK', 'Ok', 'Mom', 'Dad', 'Mum', 'God', 'AM', 'PM']);
const SHOUTED = /^[A-Z']{2,}$/;

const isCalendar = (word: string) => new RegExp(`^${CALENDAR.source}$`, 'i').test(word);
const isNameWord = (word: string) => !NOT_NAMES.has(word) && !SHOUTED.test(word) && !isCalendar(word);
/** A title and the name after it ('Dr Pillay', 'Dr. Patel', 'St Brigid's'): one fact. */
const TITLED_NAME = /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St)\.?\s+\p{Lu}[\p{Ll}'’-]+/gu;

/**
 * A capitalised word, kept whole across an inner hyphen or apostrophe ('M-Pesa', "O'Brien", 'Jean-Luc', "Kofi's"):
 * cut at the inner capital it would become a fact of its own ('M-') that no rewrite spells.
 */
const NAME_WORD = String.raw`\p{Lu}(?:\p{Ll}|['’-](?=\p{L}))(?:\p{Ll}|['’-](?=\p{L})|(?<=['’-])\p{Lu})*`;

/** Capitalised words inside a sentence, consecutive ones kept together ('Hillview School', 'Tesco'). */
function names(sentence: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(new RegExp(String.raw`(?<=\S\s+)${NAME_WORD}(?:\s+${NAME_WORD})*`, 'gu'))) {
    let run: string[] = [];
    for (const word of [...match[0].split(/\s+/), '']) {
      if (word && isNameWord(word)) run.push(word);
      else if (run.length > 0) {
        found.push(run.join(' '));
        run = [];
      }
    }
  }
  return [...found, ...(sentence.match(TITLED_NAME) ?? [])].map((name) => name.replace(/['’]s$/, ''));
}

export function messageFacts(text: string): string[] {
  const sentences = splitSentences(text);
  const withoutCapitals = !/\p{Lu}/u.test(text);
  const leading = sentences.map((sentence) => leadingName(sentence, withoutCapitals)).filter((n): n is string => !!n);
  const facts = [
    ...(text.match(NUMBER) ?? []),
    ...(text.match(SPELLED_NUMBER) ?? []),
    ...(text.match(SPELLED) ?? []),
    ...(text.match(ABBREVIATION) ?? []),
    ...(text.match(MIXED_CASE_NAME) ?? []),
    ...(text.match(CALENDAR) ?? []),
    ...sentences.flatMap(names),
    ...leading,
  ];
  return [...new Set(facts.map((f) => f.trim()))];
}

/** Words of places and occasions a clause is kept for ('school', 'the dentist', 'pickup'), beside the facts found. */
export const TOPIC_WORD =
  /\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|weekend|morning|afternoon|evening|noon|midnight|january|february|march|april|may|june|july|august|september|october|november|december|school|practice|doctor|dentist|pickup|pick up|drop off|drop-off|birthday|holiday|christmas|thanksgiving|summer|spring|camp|recital|game|appointment|lesson|payment|pay|bill|fee|fees|tuition|support)\b|[$£€]/i;

/** Capitalised words that are not common sentence openers, lower-cased: names, as far as capitals tell. */
function capitalisedWords(text: string): string[] {
  return (text.match(/\b\p{Lu}[\p{L}'’-]*/gu) ?? [])
    .filter((word) => !NOT_NAMES.has(word))
    .map((word) => word.toLowerCase().replace(/['’]s$/, ''))
    .filter((word) => !SENTENCE_STARTERS.has(word));
}

/**
 * Whether a clause of a rewrite may carry a fact of the original message that must not go unnamed: a fact found, a
 * topic word, or a word the original wrote with a capital that is not a common sentence opener (a name typed in
 * capitals, or starting a sentence, which messageFacts may miss; the rewrite may have lowered it).
 */
export function mayCarryFact(clause: string, original: string): boolean {
  if (TOPIC_WORD.test(clause) || messageFacts(clause).length > 0) return true;
  const words = new Set(clause.toLowerCase().match(/[\p{L}'’-]+/gu) ?? []);
  return capitalisedWords(`${original} ${clause}`).some((word) => words.has(word));
}

/** A pronoun a writer listed because it was shouted ('YOU', 'HER'): shouting, not a fact a rewrite must repeat. */
const PRONOUN = /^(?:i|me|you|he|him|she|her|we|us|they|them|it)$/i;

/** The facts (found and listed) a rewrite lost, compared case-insensitively and without quote marks. */
export function lostFacts(original: string, rewrite: string, listed: readonly string[] = []): string[] {
  const kept = comparable(rewrite);
  const facts = [...messageFacts(original), ...listed.filter((fact) => !PRONOUN.test(fact))].map((fact) => fact.replace(/['’]s?$/i, ''));
  return [...new Set(facts)].filter((fact) => !kept.includes(comparable(fact)));
}

/**
 * Text as facts are compared: lower case, without a possessive's 's ('your brother's place' names 'brother place') or
 * quote marks ("the 'healthy' dinner" names 'healthy dinner').
 */
export const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/(?<=\p{L})['’]s\b/gu, '')
    .replace(/['"‘’“”]/g, '');

/**
 * A calmer version of a heated message: attack-only clauses are dropped, threats and put-downs are cut,
 * shouting is lowered, demands become requests, and every clause that carries a fact (a time, date,
 * amount, name or place) is kept in its own words.
 */
import { messageFacts, TOPIC_WORD } from './message-facts.js';
import { messageTopics } from './message-topics.js';
import { blameAsRequest } from './rhetorical-blame.js';
import { splitSentences } from './sentence-split.js';
import { stripFindings } from './strip-findings.js';
import { findToneProblems, findShouting, patternsOf, SEVERE_KINDS } from './tone-rules.js';

const NO_FACTS_FALLBACK = "I'm frustrated about this and would like to sort it out calmly. Can we find a time to talk it through?";

const LEGAL = '(?:lawyer|attorney|solicitor|court|police|cops|custody|judge)';
const THREAT_TAILS = [
  new RegExp(`,?\\s*\\bor (?:else\\b|(?:i|my|a|the|we|you)\\b[^.!?,]*?${LEGAL}[^.!?,]*)`, 'gi'),
  new RegExp(`,?\\s*\\b(?:otherwise|if not)[^.!?]*${LEGAL}[^.!?]*`, 'gi'),
  /,?\s*\bor you(?:'ll| will) (?:regret it|be sorry)/gi,
];

/** "I'm calling the police if …" keeps the condition as a plain request. */
const THREAT_LEAD = new RegExp(`^i(?:'m| am|'ll| will) [^.!?,]*?${LEGAL}\\s+if\\b`, 'i');

/** Past forms after 'you never': a report of what happened, not a habit to ask for. */
const PAST_AFTER_NEVER = String.raw`(?:\w+ed|told|said|came|brought|paid|gave|sent|took|made|went|did|let|got|had|knew|thought|left|kept)\b`;
/** A sentence opener that only mocks ('Funny how…', 'Interesting that…'): what follows is the message. */
const MOCKING_OPENER = /^(?:(?:funny|interesting|amazing|strange|convenient|nice) (?:how|that)|isn't it (?:funny|interesting) how)\s+/i;

const FILLER = [
  /\b(?:as i (?:already|previously|have already) (?:said|told you|mentioned|explained)|per my (?:last|previous) (?:message|email|text)|for the (?:last|hundredth|tenth|millionth) time|as usual|yeah,? right|thanks a lot|oh,? (?:great|wonderful|perfect|fantastic|nice|sure|really))\b,?\s*/gi,
  /(?:^|\s)\/s\b/gi,
  MOCKING_OPENER,
  /^(?:whatever|fine|seriously|wow|unbelievable|typical)$/gi,
  /\b(?:fucking|freaking|damn|goddamn|bloody)\s+/gi,
  /\b(?:always|constantly|forever)\s+/gi,
];

const DEMANDS: [RegExp, string][] = [
  [
    new RegExp(String.raw`(?<!\b(?:why|that|how|when|because|if|since)\s)\byou never (?!${PAST_AFTER_NEVER})(\w+)`, 'gi'),
    'could you please make sure to $1',
  ],
  // Said of you in a report ('he asked why you never know'): 'never' is the exaggeration.
  [new RegExp(String.raw`\byou never (?!${PAST_AFTER_NEVER})(\w+)`, 'gi'), "you don't $1"],
  [/\byou (?:need|have|had better|better|must) to\b/gi, 'could you please'],
  [/\byou(?:'d| had)? better\b/gi, 'could you please'],
  [/\byou must\b/gi, 'could you please'],
  [/\bi (?:demand|insist) (?:that )?you\b/gi, 'could you please'],
  [/\bi expect you to\b/gi, 'could you please'],
  [/\byou will (pick|bring|pay|drop|call|send|return|give|sign|answer|reply)\b/gi, 'could you please $1'],
];

/** Strong feelings about a fact, said more softly ("I hate that the game moved" → "I'm disappointed that the game moved"). */
const SOFTEN: [RegExp, string][] = [
  [/\bper my last (\w+) (messages|emails|texts)\b/gi, 'as in my last $1 $2'],
  [/\bi (?:really )?hate (that|how|it when)\b/gi, "I'm disappointed $1"],
  [/\bi(?:'m| am) (?:so )?(?:sick (?:and tired )?of|fed up with)\b/gi, "I'm finding it hard to keep up with"],
];

const IMPERATIVE_START =
  /^(?:pick|bring|pay|drop|send|call|text|sign|return|give|tell|let|get|make|take|stop|answer|reply|be|have|come|check|remember|pack)\b/i;

const SEVERE_PATTERNS = [...SEVERE_KINDS].flatMap((kind) => patternsOf(kind));

/** Two-letter capitals that are abbreviations, not a shouted 'ME' or 'TO'. */
const SHORT_ABBREVIATIONS = new Set(['OK', 'AM', 'PM', 'TV', 'ID', 'GP', 'ER', 'PE', 'UK', 'US', 'DR', 'MR', 'MS']);

/** Shouted words in lower case; in a message that shouts, its short words in capitals ('ME', 'ON') too. */
function lowerShouting(text: string): string {
  const lowered = text.replace(/\b[A-Z][A-Z']{2,}\b/g, (word) => (findShouting(word).length > 0 ? word.toLowerCase() : word));
  if (lowered === text) return text;
  return lowered.replace(/\b[A-Z]{2}\b/g, (word) => (SHORT_ABBREVIATIONS.has(word) ? word : word.toLowerCase()));
}

/** Venting that asks for nothing ("I hate this", "this is ridiculous"): dropped when it carries no fact. */
const VENTING =
  /^(?:(?:and|but|so|honestly|seriously|god|ugh)[\s,]+)*(?:i (?:hate|can't stand|cannot stand|can't believe|cannot believe)\b|i(?:'m| am) (?:so |really |just )?(?:sick (?:and tired )?of|fed up|done|over (?:it|this))\b|(?:this|that|it) is (?:so |just |absolutely )?(?:ridiculous|stupid|insane|a joke|unbelievable|absurd|pathetic|crazy|bullshit|nonsense)\b|what a joke\b|how many (?:more )?times\b)/i;

const hasFact = (clause: string) => TOPIC_WORD.test(clause) || messageFacts(clause).length > 0 || messageTopics(clause).length > 0;

function isAttackOnly(clause: string): boolean {
  return (SEVERE_PATTERNS.some((p) => p.test(clause)) || VENTING.test(clause)) && !hasFact(clause);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function tidyClause(clause: string): string {
  let out = clause.replace(THREAT_LEAD, 'please let me know if');
  for (const tail of THREAT_TAILS) out = out.replace(tail, '');
  for (const filler of FILLER) out = out.replace(filler, '');
  for (const [demand, request] of DEMANDS) out = out.replace(demand, request);
  for (const [strong, softer] of SOFTEN) out = out.replace(strong, softer);
  out = out.replace(/\s{2,}/g, ' ').replace(/^[\s,;:-]+|[\s,;:-]+$/g, '');
  // 'Please …' is already a request: 'Could you please don't…' would not be English.
  if (/^please\b/i.test(out)) return out;
  if (IMPERATIVE_START.test(out)) out = `Could you please ${out.charAt(0).toLowerCase()}${out.slice(1)}`;
  return out;
}

/** A comma or semicolon between clauses, not the comma of a number ('R2,400'), or a dash between spaces. */
const CLAUSE_BREAK = /,(?!\d)|(?<!\d),|;|\s+-\s+/;

/**
 * 'X because you Y' blames you for X; said as two plain sentences ('X. You Y.') each fact stays and the blame goes.
 */
const BLAMED_CAUSE = /(?<=[\p{L}\p{N}'’"])(?:,\s*|\s+)because y(?=ou\b)/giu;

/** Splits into sentences, then sentences into comma or semicolon clauses, keeping each sentence's end mark. */
function sentences(text: string): { clauses: string[]; question: boolean }[] {
  return splitSentences(text.replace(BLAMED_CAUSE, '. Y')).map((part) => ({
    clauses: part.replace(/(?<![ap]\.m)[.!?]+$/i, '').split(CLAUSE_BREAK),
    question: /\?/.test(part),
  }));
}

export function rewriteCalmly(message: string): string {
  const kept: string[] = [];
  for (const sentence of sentences(lowerShouting(message))) {
    const clauses = sentence.clauses
      // Blame said as a request or a worry first: it keeps what the blame was about.
      .map((c) => blameAsRequest(c.trim()))
      .filter((c) => c && !isAttackOnly(c))
      .map(tidyClause)
      .filter((c) => c && findToneProblems(c).every((f) => !SEVERE_KINDS.has(f.kind) || hasFact(c)));
    if (clauses.length === 0) continue;
    const body = capitalise(clauses.join(', '));
    const quoted = /[.!?]['"’”)]+$/.test(body);
    kept.push(quoted ? body : `${body}${sentence.question || /^could you\b/i.test(body) ? '?' : '.'}`);
  }
  const calm = stripFindings(kept.join(' '), message);
  if (!calm) return NO_FACTS_FALLBACK;
  return /\?/.test(calm) ? `${calm} Thank you.` : calm;
}

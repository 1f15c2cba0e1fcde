/**
 * The last step of a rewrite: whatever the coach would still find in a sentence (a threat, a jab, a command) is cut
 * out, so a rewrite never gets a card of its own; a sentence with nothing left worth sending goes, and the facts it
 * carried (names, places, amounts, times) are still named, so the rewrite keeps every one of them.
 */
import { withoutHeatedSentences } from './calm-sentences.js';
import { closingForLostFacts } from './facts-closing.js';
import { messageFacts } from './message-facts.js';
import { splitSentences } from './sentence-split.js';
import { heatedThreshold, hostilityProbability } from './tone-model.js';
import { overridingFindings } from './tone-decision.js';
import { findToneProblems, type Finding } from './tone-rules.js';

/** Words that join a threat or a jab to what came before: cut with it. */
const JOIN_BEFORE = /(?:\s*[,;:-]\s*|\s+)(?:(?:or|and|then|so|but|or else|otherwise|because)\s*)?$/i;
/** Kinds whose words run on to the end of their clause ('or I'm keeping the kids next weekend'). */
const CLAUSE_KINDS: ReadonlySet<Finding['kind']> = new Set(['threat', 'guilt_trip', 'blame', 'contempt']);
const MIN_WORDS = 3;
const ARTICLE_BEFORE = /\b(?:a|an|the|such an?|what an?)\s*$/i;
const RELATIVE_AFTER = /^\s+(?:who|that|which|whose)\b/i;
const MAX_PASSES = 3;

/**
 * What the coach would name in a sentence of the rewrite. A rewrite is read by the other parent, so a put-down in it
 * lands on them even in a sentence without 'you' (another sentence, or the closing 'Thank you', may add it).
 */
function findingsIn(text: string): Finding[] {
  const found = findToneProblems(text);
  const decided = overridingFindings(text, found);
  return [...decided, ...found.filter((f) => f.kind === 'insult' && !decided.includes(f))];
}

function cut(sentence: string, finding: Finding): string {
  const at = sentence.toLowerCase().indexOf(finding.phrase.toLowerCase());
  if (at < 0) return sentence;
  // A phrase found from the end of the sentence before ('? Now.') leaves that sentence its mark.
  let before = sentence.slice(0, at) + (/^[.!?]+/.exec(finding.phrase)?.[0] ?? '');
  let after = sentence.slice(at + finding.phrase.length);
  // 'a useless father who only shows up…': the put-down runs on through the clause that describes the person.
  const described = ARTICLE_BEFORE.test(before) && RELATIVE_AFTER.test(after);
  if (described) before = before.replace(ARTICLE_BEFORE, '');
  // The clause runs on through the separators of a number ('₹5,000', '6.30').
  if (CLAUSE_KINDS.has(finding.kind) || described) after = after.replace(/^(?:[^.!?,;]|[.,](?=\d))*/, '');
  before = before.replace(JOIN_BEFORE, '');
  return `${before}${after.replace(/^\s*[,;:]\s*/, before ? ', ' : '')}`;
}

function tidy(sentence: string): string {
  const out = sentence
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/^[\s,;:.!?-]+/, '')
    .replace(/[\s,;:-]+([.!?]*)$/, '$1')
    .trim();
  if (!out) return out;
  const ended = /[.!?]['"’”)]*$/.test(out) ? out : `${out}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}

const COURTESY = /^(?:thanks|thank you|thx|hi|hello|ok|okay|sure|yes|no)\b/i;
/** Words a sentence cannot end on: what followed them was cut ('I guess being a', 'by 6pm I'm'). */
const DANGLING =
  /\b(?:a|an|the|to|of|and|or|but|so|if|being|is|are|was|were|be|my|your|his|their|our|i'm|i am|i'll|you're|(?<!\b(?:for|to|with|from|at|about|of|by|than|on|like)\s)(?:you|her)|with|for|at|by|in|on|that|than|like|because|just|who|which|whose|please)[.!?]*$/i;
/** A condition whose consequence was cut ('If you move to Manchester.'). */
const BARE_CONDITION = /^(?:if|unless|until|when|once|either)\b[^,]*[.!?]*$/i;

/** Whether what is left reads as a sentence worth sending: three words or more, not cut off mid-way. */
function isViable(sentence: string): boolean {
  const words = sentence.match(/[A-Za-z0-9$£€']+/g) ?? [];
  if (COURTESY.test(sentence)) return true;
  return words.length >= MIN_WORDS && !DANGLING.test(sentence) && !BARE_CONDITION.test(sentence);
}

/** "Don't pay the £200 and see what happens": an order whose 'and' joins a threat is a condition, not a request. */
const IMPERATIVE_CONDITION = /^(?:don't|do not|keep|cancel|try|miss|forget|bring|be)\b[^.!?]*\band\b/i;

/** A condition left on its own becomes a request ('If he isn't back by 6pm' → 'Please let me know if he isn't…'). */
function asRequest(sentence: string): string | null {
  const either = /^either you\s+(.+?)[.!?]*$/i.exec(sentence);
  if (either?.[1]) return `Could you ${either[1]}?`;
  const payment = /^(?:until|unless)\s+(?:i|we)\s+(?:see|get|receive|have)\s+(.+?)[.!?]*$/i.exec(sentence);
  if (payment?.[1]) return `Could you please send ${payment[1]}?`;
  const unlessYou = /^unless you\s+(.+?)[.!?]*$/i.exec(sentence);
  if (unlessYou?.[1]) return `Could you please ${unlessYou[1]}?`;
  const condition = /^if\s+(.+?)(?:\s+(?:then|and|or|i'm|i am|i'll|i will|we'll|you'll))*[.!?]*$/i.exec(sentence);
  if (condition?.[1] && !/,/.test(condition[1])) return `Please let me know if ${condition[1]}.`;
  return null;
}

/** The sentence without what the coach finds in it, or null when no viable sentence would be left. */
function cleaned(sentence: string): string | null {
  const found = findingsIn(sentence);
  const threat = found.some((f) => f.kind === 'threat');
  if (threat && IMPERATIVE_CONDITION.test(sentence)) return null;
  // 'Until I see the money, the kids stay here': what the threat asks for is the request.
  const condition = threat ? /^((?:if|unless|until)\b(?:[^,]|,(?=\d))+),/i.exec(sentence)?.[1] : undefined;
  const request = condition ? asRequest(condition) : null;
  if (request && findingsIn(request).length === 0) return request;
  let out = sentence;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const found = findingsIn(out);
    if (found.length === 0) break;
    for (const finding of found) out = cut(out, finding);
  }
  out = tidy(out);
  if (findingsIn(out).length > 0) return null;
  if (BARE_CONDITION.test(out)) return asRequest(out);
  return isViable(out) ? out : null;
}

/** What the message asks for is one of its facts: a request ('Could you…?') is never dropped. */
const REQUEST = /^(?:could|can|would|will) you\b|^please\b/i;
const carriesFactOrRequest = (sentence: string) => REQUEST.test(sentence) || messageFacts(sentence).length > 0;

/**
 * Sentences the general model still finds hostile ('Your selfishness is hurting the kids.') go, hottest first, as long
 * as they carry no fact and the rest still reads as hostile. Not the co-parenting model: it learnt the topics of heated
 * messages too ('your new girlfriend'), and would drop a calm request about the same thing.
 */
function dropHostileSentences(kept: string[]): void {
  while (kept.length > 0 && hostilityProbability(kept.join(' ')) >= heatedThreshold()) {
    const scored = kept.map((sentence, i) => ({ i, p: carriesFactOrRequest(sentence) ? -1 : hostilityProbability(sentence) }));
    const hottest = scored.reduce((a, b) => (b.p > a.p ? b : a));
    if (hottest.p < 0) return;
    kept.splice(hottest.i, 1);
  }
}

/** Jabs of a word or three left standing after a cut ('Again.', 'Typical.', 'Not a joke.'). */
const JAB =
  /^(?:again|seriously|really|typical|classic|wow|whatever|noted|fine|simple|unbelievable|amazing|great|brilliant|not a joke|i mean it|trust me|simple as|says a lot|never mind|both|now|every single (?:day|time)|all \d+ of them)[.!?]*$/i;

/**
 * Findings whose words run across two sentences ("it's fine. I'll just…") show in no single sentence: the sentences
 * they touch go when they carry no fact, and the words are cut from them otherwise.
 */
function withoutSpanningFindings(text: string): string {
  let out = text;
  for (const finding of findingsIn(text)) {
    if (!/[.!?]\s/.test(finding.phrase.trim())) continue;
    const at = out.toLowerCase().indexOf(finding.phrase.toLowerCase());
    if (at < 0) continue;
    const start = Math.max(0, ...['. ', '! ', '? '].map((mark) => out.lastIndexOf(mark, at) + 1));
    const endMatch = /[.!?](?:\s|$)/.exec(out.slice(at + finding.phrase.trimEnd().length));
    const end = endMatch ? at + finding.phrase.trimEnd().length + endMatch.index + 1 : out.length;
    const touched = out.slice(start, end);
    out = messageFacts(touched).length > 0 ? cut(out, finding) : `${out.slice(0, start)} ${out.slice(end)}`;
  }
  return out.trim();
}

/**
 * Every sentence of a rewrite with the coach's findings cut out. Any fact or topic of the original message (a name, an
 * amount, a time, 'the inhaler') that did not survive is named in a last sentence (facts-closing.ts), so none is lost.
 */
export function stripFindings(rewrite: string, original: string): string {
  const sentences = splitSentences(withoutSpanningFindings(rewrite)).filter((s) => !JAB.test(s));
  const kept: string[] = [];
  const orphanFacts: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (findingsIn(sentence).length === 0 && isViable(sentence)) {
      kept.push(sentence);
      continue;
    }
    const clean = cleaned(sentence);
    const lost = messageFacts(sentence).filter((fact) => !(clean ?? '').toLowerCase().includes(fact.toLowerCase()));
    if (clean) kept.push(clean);
    orphanFacts.push(...lost.filter((fact) => !orphanFacts.includes(fact)));
  }
  kept.splice(0, kept.length, ...withoutHeatedSentences(kept, original));
  dropHostileSentences(kept);
  const closing = closingForLostFacts(kept.join(' '), original, orphanFacts);
  if (closing) kept.push(closing);
  return kept.join(' ');
}

/**
 * The last sentence of a rewrite, when it needs one: every fact (message-facts.ts) and every topic (message-topics.ts)
 * of the original that the calm sentences did not keep is named in a plain question ('Can we also talk about the
 * inhaler and the school trip?'), so a rewrite keeps all of them by construction, however much of the attack around
 * them it had to drop.
 */
import { comparable, isAbbreviation, messageFacts, startsWithCommonWord } from './message-facts.js';
import { messageTopics } from './message-topics.js';
import { findShouting, findToneProblems } from './tone-rules.js';

/**
 * Who or where a threat sends the reader ('I'm calling the police', 'or I'm calling my lawyer', 'see you in court'): named
 * alone they are the threat again, so a calm rewrite does not bring them up. What a legal process is about stays a topic
 * ('the court order', 'the hearing', 'the parenting plan').
 */
export const THREAT_ONLY = /^(?:the |my |your |a )?(?:police|cops|lawyers?|attorneys?|solicitors?|judge|court|(?:full|sole) custody)$/i;

function uniqueIgnoringCase(items: string[]): string[] {
  return items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);
}

/** A fact the parent shouted ('SUNDAY') is named in lower case: named in capitals it would be shouting again. */
function asNamed(fact: string): string {
  if (findShouting(fact).length > 0 && !isAbbreviation(fact)) return fact.toLowerCase();
  const common = startsWithCommonWord(fact) || /^(?:today|tomorrow|tonight|noon|midnight)\b/i.test(fact);
  return common ? fact.charAt(0).toLowerCase() + fact.slice(1) : fact;
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Named in a calm sentence without the rules finding anything in it ('full custody' would be the threat again). */
const sayable = (item: string) =>
  !THREAT_ONLY.test(item) && findToneProblems(`Can we talk about ${item}?`).every((f) => f.kind === 'shouting' && isAbbreviation(item));

/**
 * The sentence that names what `kept` (the calm sentences) lost of `original`, or null when nothing was lost.
 * `orphanFacts` are facts of sentences the rewrite had to drop, in the words the rewrite saw them.
 */
export function closingForLostFacts(kept: string, original: string, orphanFacts: string[] = []): string | null {
  const text = comparable(kept);
  const has = (item: string) => text.includes(comparable(item));
  const facts = uniqueIgnoringCase([...orphanFacts, ...messageFacts(original)]).filter((fact) => !has(fact));
  const covered = (topic: string) => has(topic) || facts.some((fact) => fact.toLowerCase().includes(topic.toLowerCase()));
  const topics = messageTopics(original).filter(({ topic }) => !covered(topic));
  const lowerOriginal = original.toLowerCase();
  const items = [
    ...facts.map((fact) => ({ at: lowerOriginal.indexOf(fact.toLowerCase()), length: fact.length, named: asNamed(fact) })),
    ...topics.map(({ topic, withArticle }) => {
      const words = findShouting(topic).length > 0 ? topic.toLowerCase() : topic;
      return { at: lowerOriginal.indexOf(topic.toLowerCase()), length: topic.length, named: withArticle ? `the ${words}` : words };
    }),
  ]
    .filter((item) => sayable(item.named))
    .sort((a, b) => a.at - b.at);
  const named = listed(uniqueIgnoringCase(mergedNeighbours(items, original)));
  if (!named) return null;
  return kept.trim() ? `Can we also talk about ${named}?` : `Can we talk about ${named}? I'd like to sort it out calmly.`;
}

/** Words that may stand between two facts of one phrase ('one weekend a month', '10th birthday', 'term 3'). */
const JOINING = /^\s*(?:(?:a|an|of|the)\s+)?$/i;

/** Items that stand next to each other in the original are named as the one phrase they are there. */
function mergedNeighbours(items: { at: number; length: number; named: string }[], original: string): string[] {
  const merged: { at: number; end: number; named: string }[] = [];
  for (const item of items) {
    const last = merged[merged.length - 1];
    if (last && item.at >= last.end && JOINING.test(original.slice(last.end, item.at))) {
      last.named = `${last.named}${original.slice(last.end, item.at + item.length)}`;
      last.end = item.at + item.length;
    } else merged.push({ at: item.at, end: item.at + item.length, named: item.named });
  }
  return merged.map((m) => m.named);
}

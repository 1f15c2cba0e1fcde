/**
 * Heat the rules cannot name is left in a rewrite unless the models read it sentence by sentence: a dig in ordinary
 * words ('Glad you had time for the gym.'), a cold order, a loaded remark. What the models find heated goes when it is
 * aimed at the reader and could carry no fact; a clause of it that is calm stays, and so does anything that may be a fact.
 */
import { mayCarryFact } from './message-facts.js';
import { modelVerdict } from './model-verdict.js';
import { heatedThreshold, hostilityProbability } from './tone-model.js';

const REQUEST = /^(?:could|can|would|will) you\b|^please\b/i;
/** Where a sentence's clauses meet: a comma (not a number's) or a semicolon, or 'and', 'but'… before a new subject. */
const CLAUSE_BREAK = /\s*(?:,(?!\d)|;)\s+|\s+(?:and|but|so|while|when|because|yet)\s+(?=(?:you|i|we|he|she|they)\b)/i;
/** Addressed to the reader: heat in ordinary words is aimed at them, while a sentence about the child may carry a fact. */
const ADDRESSED = /\b(?:you|your|yours|yourself|you're|you've|you'd|you'll)\b/i;
const MIN_WORDS = 3;

/**
 * A request is read by the general model alone: the co-parenting model learnt the topics of heated messages as well
 * as their tone, and would drop a calm request about one ('your new girlfriend').
 */
function heatedByModels(text: string): boolean {
  if (REQUEST.test(text)) return hostilityProbability(text) >= heatedThreshold();
  return modelVerdict(text).heated;
}

/** Heated, aimed at the reader, and carrying nothing that could be a fact. */
function droppable(text: string, original: string): boolean {
  return ADDRESSED.test(text) && !mayCarryFact(text, original) && heatedByModels(text);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A heated sentence without its droppable clauses: null when nothing is left, unchanged when none is droppable. */
function withoutHeatedClauses(sentence: string, original: string): string | null {
  if (droppable(sentence, original)) return null;
  const clauses = sentence.replace(/[.!?]+$/, '').split(CLAUSE_BREAK);
  const kept = clauses.filter(
    (clause) => mayCarryFact(clause, original) || (clause.split(/\s+/).length >= MIN_WORDS && !droppable(clause, original)),
  );
  if (kept.length === clauses.length) return sentence;
  if (kept.length === 0) return null;
  return `${capitalise(kept.join(', '))}${sentence.endsWith('?') ? '?' : '.'}`;
}

/** The sentences of a rewrite without the heat the models find in them one at a time (see above). */
export function withoutHeatedSentences(sentences: string[], original: string): string[] {
  // Without any capital letter, a name cannot be told from another word: nothing is dropped.
  if (!/\p{Lu}/u.test(original)) return sentences;
  return sentences.flatMap((sentence) => {
    if (!heatedByModels(sentence)) return [sentence];
    const calmer = withoutHeatedClauses(sentence, original);
    return calmer ? [calmer] : [];
  });
}

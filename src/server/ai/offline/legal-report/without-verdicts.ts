import type { LegalKeyEvent, LegalReportInsights } from '../../../../common/schemas/legal.js';

/**
 * Words by which a text would judge a message or a person's tone or conduct. A generated sentence holding
 * one is dropped: the report states facts, and the tone coach's labelled count is added by Amity itself.
 */
const VERDICT =
  /\b(?:heated|hostil\w*|aggress\w*|abus\w*|angr\w*|anger|rude\w*|toxic\w*|inflammatory|threat\w*|harass\w*|insult\w*|belittl\w*|demean\w*|disrespect\w*|combative|confrontational|uncooperative|manipulat\w*|volatile|tones?|uncivil|nasty|offensive|bull(?:y|ying|ied)|yell\w*|shout\w*|profan\w*|swear\w*|sarcas\w*|passive-aggressive|escalat\w*|flag(?:s|ged)?)\b/i;

export const isVerdict = (text: string): boolean => VERDICT.test(text);

/** The text without any sentence that judges tone or conduct. */
export function withoutVerdicts(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim() && !isVerdict(sentence))
    .join(' ')
    .trim();
}

/**
 * Generated insights with every tone or conduct verdict removed: summaries lose the sentences, key events
 * and recommendations the entries. With `candidates`, a key event must be one of them exactly (a model may
 * choose among the events Amity computed, never write its own). Whatever ends up empty takes `fallback`'s.
 */
export function sanitizeInsights(
  insights: LegalReportInsights,
  fallback: LegalReportInsights,
  candidates?: readonly LegalKeyEvent[],
): LegalReportInsights {
  const allowed = candidates && new Set(candidates.map((e) => JSON.stringify([e.date, e.title, e.type])));
  const text = (value: string, otherwise: string) => withoutVerdicts(value) || otherwise;
  const recommendations = insights.recommendations.filter((r) => !isVerdict(r));
  return {
    summary: text(insights.summary, fallback.summary),
    communicationSummary: text(insights.communicationSummary, fallback.communicationSummary),
    expenseSummary: text(insights.expenseSummary, fallback.expenseSummary),
    keyEvents: insights.keyEvents.filter(
      (e) => !isVerdict(e.title) && (!allowed || allowed.has(JSON.stringify([e.date, e.title, e.type]))),
    ),
    recommendations: recommendations.length > 0 ? recommendations : fallback.recommendations,
  };
}

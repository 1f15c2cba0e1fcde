import type { InsightPeriod, InsightsWording, InsightsWordingInput } from '../../../../common/schemas/insights.js';

const PERIOD_WORDS: Record<InsightPeriod, string> = { week: 'This week', month: 'This month', quarter: 'This quarter' };
const TREND_WORDS = { up: 'up', down: 'down', stable: 'steady' } as const;

/** The offline summary: one sentence per figure, straight from the numbers (no judgement of anyone). */
export function insightsWordingOffline(input: InsightsWordingInput): InsightsWording {
  const known = input.metrics.filter((m) => m.value !== null);
  if (known.length === 0)
    return { summary: `${PERIOD_WORDS[input.period]} there is not enough in the shared record yet to compute the figures.` };
  const figures = known.map((m) => `${m.label.toLowerCase()} ${m.value}${m.unit === '%' ? '%' : ` ${m.unit}`} (${TREND_WORDS[m.trend]})`);
  const notes = [
    input.highlights.length ? `${input.highlights.length} highlight${input.highlights.length === 1 ? '' : 's'}` : null,
    input.attention.length ? `${input.attention.length} area${input.attention.length === 1 ? '' : 's'} for attention` : null,
  ].filter(Boolean);
  return { summary: `${PERIOD_WORDS[input.period]}: ${figures.join(', ')}.${notes.length ? ` ${notes.join(' and ')}.` : ''}` };
}

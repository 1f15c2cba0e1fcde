const FAST_REPLY_MINUTES = 60;
const SLOW_REPLY_MINUTES = 24 * 60;

/**
 * The communication score, 0 to 100:
 *   50 × average sentiment (0..1; 0.5 with no messages)
 * + 30 × the share of messages that are not heated (1 with no messages)
 * + 20 × responsiveness (1 for an average reply within an hour, falling linearly to 0 at 24 hours; 0.5 with no replies).
 */
export function communicationScore(opts: {
  averageSentiment: number | null;
  heatedShare: number;
  averageResponseMinutes: number | null;
}): number {
  const sentiment = opts.averageSentiment ?? 0.5;
  const minutes = opts.averageResponseMinutes;
  const responsiveness =
    minutes === null ? 0.5 : Math.min(1, Math.max(0, 1 - (minutes - FAST_REPLY_MINUTES) / (SLOW_REPLY_MINUTES - FAST_REPLY_MINUTES)));
  return Math.round(50 * sentiment + 30 * (1 - opts.heatedShare) + 20 * responsiveness);
}

import type { CommunicationSummary } from '../../../common/schemas/smart-communication.js';

type Figures = Omit<CommunicationSummary, 'recommendations' | 'communicationScore' | 'period'>;

/** Two or three specific recommendations drawn from the figures, most pressing first. */
export function recommendationsFor(f: Figures): string[] {
  const found: string[] = [];
  const { heated } = f.toneMix;
  if (f.totalMessages === 0) {
    found.push('No messages in the last 30 days: a short weekly update about the children keeps both parents informed');
  }
  if (heated > 0) {
    const share = Math.round((heated / Math.max(1, f.totalMessages)) * 100);
    found.push(
      `${heated} heated message${heated === 1 ? '' : 's'} (${share}%) this month: run drafts through Analyze & Enhance before sending`,
    );
  }
  if (f.sentimentTrend === 'declining')
    found.push('The tone is cooler than the month before: acknowledge what went well before raising a problem');
  if (f.averageResponseTime !== null && f.averageResponseTime > 12 * 60) {
    found.push(
      `Replies take about ${Math.round(f.averageResponseTime / 60)} hours on average: a quick "got it, will answer tonight" helps`,
    );
  }
  const topic = f.keyTopics[0]?.topic;
  if (topic) found.push(`"${topic}" comes up most: agree on it once in writing (for example as a calendar event) to cut repeat messages`);
  if (f.sentimentTrend === 'improving') found.push('The tone is warmer than the month before: keep the same approach');
  if (f.totalMessages > 0 && heated === 0) found.push('No heated messages this month: keep messages short, factual and about the children');
  return found.slice(0, 3);
}

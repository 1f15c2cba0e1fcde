import type { ConflictAnalysis, ConflictAnalysisOptions } from '../../common/schemas/ai.js';
import type { ExpenseAnalysis, ExpenseAnalysisInput } from '../../common/schemas/expenses.js';
import type { WellnessInsight } from '../../common/schemas/wellness.js';
import type { LegalReportFacts, LegalReportInsights } from '../../common/schemas/legal.js';
import type { MediaAnalysis, MediaAnalysisInput } from '../../common/schemas/media.js';
import type { ScheduleSummary, ScheduleSummaryInput } from '../../common/schemas/smart-scheduling.js';
import type { InsightsWording, InsightsWordingInput } from '../../common/schemas/insights.js';
import type { JournalSuggestions } from '../../common/schemas/timeline.js';
import type { KnownReportFigures } from './offline/legal-report/report-figures.js';
import type { WellnessInsightInput } from './offline/wellness/wellness-insight.js';

/** What the app asks of an AI back end. Later features add expense, journal and wellness calls here. */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  /** Tone, rewrite, suggestions and findings for a draft; `improve` when the parent asked for a friendlier wording. */
  analyzeConflict(message: string, options?: ConflictAnalysisOptions): Promise<ConflictAnalysis>;
  /** Category (with why), whether the amount is usual, the family-default split and tips for an expense. */
  analyzeExpense(input: ExpenseAnalysisInput): Promise<ExpenseAnalysis>;
  /** Type, tags, milestone flag, memory prompts and photo ideas for a child timeline entry (title and description). */
  journalSuggestions(content: string): Promise<JournalSuggestions>;
  /** Category, mood, tags and a highlight for a photo or video, from its name and the facts read from the file. */
  analyzeMedia(input: MediaAnalysisInput): Promise<MediaAnalysis>;
  /** The generated part of a legal report (summaries, key events, recommendations), from the report's record. */
  /** `known`: figures already worked out off the main thread (the tone coach's count), used as they are. */
  legalReport(facts: LegalReportFacts, known?: KnownReportFigures): Promise<LegalReportInsights>;
  /** A gentle insight from the user's own recent check-ins (what changed, what helped). */
  wellnessInsight(input: WellnessInsightInput): Promise<WellnessInsight>;
  /** Family Insights: a summary worded from the period's computed figures (the figures are never the model's). */
  insightsWording(input: InsightsWordingInput): Promise<InsightsWording>;
  /** A few sentences on a week of the calendar, from the counts Smart Scheduling computed. */
  scheduleSummary(input: ScheduleSummaryInput): Promise<ScheduleSummary>;
}

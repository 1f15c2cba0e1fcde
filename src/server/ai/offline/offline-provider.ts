import type { AiProvider } from '../ai-provider.js';
import { analyzeConflictOffline } from './analyze-conflict.js';
import { analyzeExpenseOffline } from './expenses/analyze-expense.js';
import { suggestJournalOffline } from './journal/suggest-journal.js';
import { analyzeMediaOffline } from './media/analyze-media.js';
import { legalReportOffline } from './legal-report/legal-report.js';
import { wellnessInsightOffline } from './wellness/wellness-insight.js';
import { insightsWordingOffline } from './insights/insights-wording.js';
import { scheduleSummaryOffline } from './scheduling/schedule-summary.js';

/** Rules and the bundled tone model: no network, deterministic. */
export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    analyzeConflict: async (message, options) => analyzeConflictOffline(message, options),
    analyzeExpense: async (input) => analyzeExpenseOffline(input),
    journalSuggestions: async (content) => suggestJournalOffline(content),
    analyzeMedia: async (input) => analyzeMediaOffline(input),
    legalReport: async (facts, known) => legalReportOffline(facts, known),
    wellnessInsight: async (input) => wellnessInsightOffline(input),
    insightsWording: async (input) => insightsWordingOffline(input),
    scheduleSummary: async (input) => scheduleSummaryOffline(input),
  };
}

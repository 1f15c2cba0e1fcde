import type { FastifyInstance } from 'fastify';
import { conflictDiffuserRequestSchema } from '../../common/schemas/ai.js';
import { expenseAnalysisRequestSchema } from '../../common/schemas/expenses.js';
import { analyzeMediaRequestSchema } from '../../common/schemas/media.js';
import { journalSuggestionsRequestSchema } from '../../common/schemas/timeline.js';
import { wellnessInsightRequestSchema } from '../../common/schemas/wellness.js';
import { currentUser } from '../auth/guard.js';
import { parse } from '../http/parse.js';
import { loadExpenseAnalysisContext } from '../features/expenses/expense-analysis-context.js';
import { listWellnessEntries } from '../features/wellness/list-wellness-entries.js';

const WELLNESS_INSIGHT_ENTRIES = 60;

/** AI routes of SPEC.md section 5; the provider (offline or OpenAI-compatible) is `app.services.ai`. */
export function registerAiRoutes(app: FastifyInstance): void {
  const { ai, db } = app.services;
  app.post('/api/ai/conflict-diffuser', async (request) => {
    currentUser(request);
    const { message } = parse(conflictDiffuserRequestSchema, request.body);
    return ai.analyzeConflict(message);
  });
  app.post('/api/ai/expense-analysis', async (request) => {
    const { familyId } = currentUser(request);
    const input = parse(expenseAnalysisRequestSchema, request.body);
    return ai.analyzeExpense({ ...input, context: await loadExpenseAnalysisContext(db, familyId) });
  });
  app.post('/api/ai/journal-suggestions', async (request) => {
    currentUser(request);
    const { content } = parse(journalSuggestionsRequestSchema, request.body);
    return ai.journalSuggestions(content);
  });
  app.post('/api/ai/analyze-media', async (request) => {
    currentUser(request);
    const { fileName, mediaType } = parse(analyzeMediaRequestSchema, request.body);
    return ai.analyzeMedia({ fileName, mediaType });
  });
  app.post('/api/ai/wellness-insight', async (request) => {
    const { userId } = currentUser(request);
    const { mood, stressLevel } = parse(wellnessInsightRequestSchema, request.body);
    // Only the author's own check-ins: enough for this week, the week before and 28 days of helpers.
    const entries = await listWellnessEntries({ db, userId, limit: WELLNESS_INSIGHT_ENTRIES });
    return ai.wellnessInsight({ mood, stressLevel, entries, today: new Date().toISOString().slice(0, 10) });
  });
}

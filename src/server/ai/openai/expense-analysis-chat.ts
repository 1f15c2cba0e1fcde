import { EXPENSE_CATEGORIES } from '../../../common/expenses/expense-rules.js';
import { expenseAnalysisSchema, type ExpenseAnalysis, type ExpenseAnalysisInput } from '../../../common/schemas/expenses.js';
import { chatJson, type ChatEndpoint } from './chat-json.js';

export const EXPENSE_SYSTEM_PROMPT = [
  'You help separated parents share the costs of raising their children. Amounts are US dollars.',
  'Read the expense (title, optional description, amount) and the family default split. Reply with one JSON object only, with exactly these keys:',
  `"category": one of ${EXPENSE_CATEGORIES.map((c) => `"${c}"`).join(', ')} (medical for doctors, dentists, pharmacies, therapy and insurance; education for tuition, books, supplies, tutoring and school fees; clothing for clothes and shoes; activities for sports, lessons, camps, clubs and outings; food for groceries, school lunches and meals; other for childcare, baby gear, transport, phones and anything else);`,
  '"reasoning": one or two sentences naming the words that decided the category and whether the amount is usual for it;',
  '"splitSuggestion": one sentence applying the family default split to this amount, with each parent\'s share in dollars;',
  '"isReasonable": true when the amount is within the usual range for this kind of expense;',
  '"tips": 2 or 3 short practical tips (insurance, receipts, agreeing before large costs).',
  'Never judge either parent.',
].join(' ');

/** The expense analysis from an OpenAI-compatible endpoint, validated with the shared schema. */
export function expenseAnalysisViaChat(endpoint: ChatEndpoint, input: ExpenseAnalysisInput): Promise<ExpenseAnalysis> {
  const split =
    input.context.splitType === 'equal' || input.context.shares.length < 2
      ? 'equal (50/50)'
      : input.context.shares.map((s) => `${s.name} ${s.percent}%`).join(', ');
  return chatJson(endpoint, expenseAnalysisSchema, [
    { role: 'system', content: EXPENSE_SYSTEM_PROMPT },
    {
      role: 'user',
      content: JSON.stringify({ title: input.title, description: input.description ?? '', amount: input.amount, defaultSplit: split }),
    },
  ]);
}

import { z } from 'zod';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_MESSAGES,
  EXPENSE_PAGE_SIZE,
  EXPENSE_STATUSES,
  expenseDateProblem,
} from '../expenses/expense-rules.js';
import type { Expense } from './expenses.js';

const MAX_PAGE_SIZE = 100;

const date = (label: string) =>
  z.string({ error: `${label} must be a date (YYYY-MM-DD)` }).refine((v) => expenseDateProblem(v) === null, {
    message: `${label} must be a date (YYYY-MM-DD)`,
  });

const wholeNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number from 1 to ${max}` })
    .int(`${label} must be a whole number from 1 to ${max}`)
    .min(1, `${label} must be a whole number from 1 to ${max}`)
    .max(max, `${label} must be a whole number from 1 to ${max}`);

/** ?status=&childId=&category=&from=&to=&page=&pageSize= of GET /api/expenses/page; every filter optional. */
export const expenseListQuerySchema = z
  .strictObject({
    status: z.enum(EXPENSE_STATUSES, { error: `Status must be one of ${EXPENSE_STATUSES.join(', ')}` }).optional(),
    childId: z.string().min(1, EXPENSE_MESSAGES.child).max(64, EXPENSE_MESSAGES.child).optional(),
    category: z.enum(EXPENSE_CATEGORIES, { error: EXPENSE_MESSAGES.category }).optional(),
    from: date('From').optional(),
    to: date('To').optional(),
    page: wholeNumber('Page', 100_000).default(1),
    pageSize: wholeNumber('Page size', MAX_PAGE_SIZE).default(EXPENSE_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: "'to' must not be before 'from'", path: ['to'] });
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

/** One page of the filtered expenses (newest expense date first) and how many match in all. */
export interface ExpensePage {
  items: Expense[];
  total: number;
  page: number;
  pageSize: number;
}

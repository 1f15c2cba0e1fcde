import { queryOptions } from '@tanstack/react-query';
import type { Expense, ExpenseBalance, ExpenseSettings } from '@common/schemas/expenses';

/** GET /api/expenses; its key is the prefix of every expenses query, so one invalidation refreshes them all. */
export const expensesQuery = () => queryOptions<Expense[]>({ queryKey: ['/api/expenses'] });

/** GET /api/expenses/balance with its query string ('' or '?childId=…'). */
export const expenseBalanceQuery = (search: string) =>
  queryOptions<ExpenseBalance>({ queryKey: [...expensesQuery().queryKey, `balance${search}`] });

/** GET /api/expenses/settings. */
export const expenseSettingsQuery = () => queryOptions<ExpenseSettings>({ queryKey: [...expensesQuery().queryKey, 'settings'] });

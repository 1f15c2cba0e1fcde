import { queryOptions } from '@tanstack/react-query';
import type { ExpensePage } from '@common/schemas/expense-list';
import type { Expense, ExpenseBalance, ExpenseSettings } from '@common/schemas/expenses';
import type { Payment } from '@common/schemas/payments';

/** GET /api/expenses; its key is the prefix of every expenses query, so one invalidation refreshes them all. */
export const expensesQuery = () => queryOptions<Expense[]>({ queryKey: ['/api/expenses'] });

/** GET /api/expenses/page with its query string ('' or '?status=pending&page=2'): one filtered page and the total. */
export const expensePageQuery = (search: string) => queryOptions<ExpensePage>({ queryKey: [...expensesQuery().queryKey, `page${search}`] });

/** GET /api/expenses/balance with its query string ('' or '?childId=…'). */
export const expenseBalanceQuery = (search: string) =>
  queryOptions<ExpenseBalance>({ queryKey: [...expensesQuery().queryKey, `balance${search}`] });

/** GET /api/expenses/settings. */
export const expenseSettingsQuery = () => queryOptions<ExpenseSettings>({ queryKey: [...expensesQuery().queryKey, 'settings'] });

/** GET /api/expenses/payments: the payments between the parents, newest first. */
export const paymentsQuery = () => queryOptions<Payment[]>({ queryKey: [...expensesQuery().queryKey, 'payments'] });

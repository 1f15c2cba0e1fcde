import { PERIODS, periodRange, type Period } from '@common/expenses/expense-periods';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_PAGE_SIZE,
  EXPENSE_STATUSES,
  type ExpenseCategory,
  type ExpenseStatus,
} from '@common/expenses/expense-rules';

/** What the list shows, as kept in the address (?status=&child=&category=&period=&page=) so a reload keeps it. */
export interface ExpenseFilters {
  status: ExpenseStatus | '';
  child: string;
  category: ExpenseCategory | '';
  period: Period;
  page: number;
}

export const NO_FILTERS: ExpenseFilters = { status: '', child: '', category: '', period: 'all', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

/** The filters in an address's search part; anything unknown reads as no filter, a bad page as the first. */
export function filtersFromSearch(search: string): ExpenseFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const period = oneOf(
    PERIODS.map((p) => p.value),
    params.get('period'),
  );
  return {
    status: oneOf(EXPENSE_STATUSES, params.get('status')),
    child: (params.get('child') ?? '').slice(0, 64),
    category: oneOf(EXPENSE_CATEGORIES, params.get('category')),
    period: period || 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's search part for the filters ('' when none): only what differs from no filter. */
export function searchOfFilters(filters: ExpenseFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.child) params.set('child', filters.child);
  if (filters.category) params.set('category', filters.category);
  if (filters.period !== 'all') params.set('period', filters.period);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of GET /api/expenses/page for the filters: the period becomes dates in the viewer's calendar. */
export function pageQueryOf(filters: ExpenseFilters, now?: Date): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.child) params.set('childId', filters.child);
  if (filters.category) params.set('category', filters.category);
  const { from, to } = periodRange(filters.period, now);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (filters.page > 1) params.set('page', String(filters.page));
  params.set('pageSize', String(EXPENSE_PAGE_SIZE));
  return `?${params.toString()}`;
}

export const hasFilters = (f: ExpenseFilters): boolean => Boolean(f.status || f.child || f.category || f.period !== 'all');

/** The last page that has expenses, for a total (at least 1). */
export const lastPage = (total: number): number => Math.max(1, Math.ceil(total / EXPENSE_PAGE_SIZE));

import { describe, expect, it } from 'vitest';
import { FIRST_QUERIES } from '@common/first-queries';
import { expensePageQuery } from '@/lib/queries/expenses';
import { filtersFromSearch, hasFilters, lastPage, NO_FILTERS, pageQueryOf, searchOfFilters } from './expense-filters';

describe('expense filters in the address', () => {
  it('reads and writes the filters, leaving out what is not filtered', () => {
    const filters = filtersFromSearch('?status=pending&child=k1&category=medical&period=year&page=3');
    expect(filters).toEqual({ status: 'pending', child: 'k1', category: 'medical', period: 'year', page: 3 });
    expect(searchOfFilters(filters)).toBe('?status=pending&child=k1&category=medical&period=year&page=3');
    expect(searchOfFilters(NO_FILTERS)).toBe('');
    expect(searchOfFilters({ ...NO_FILTERS, page: 2 })).toBe('?page=2');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, period: 'month' })).toBe(true);
  });

  it('reads a hand-edited address safely', () => {
    expect(filtersFromSearch('?status=settled&category=toys&period=decade&page=-2')).toEqual(NO_FILTERS);
    expect(filtersFromSearch('?page=1.5').page).toBe(1);
    expect(filtersFromSearch('').page).toBe(1);
  });

  it('asks the server for one page, with the period as dates of the viewer’s calendar', () => {
    const now = new Date(2026, 4, 17);
    expect(pageQueryOf(NO_FILTERS, now)).toBe('?pageSize=20');
    expect(pageQueryOf({ status: 'approved', child: 'k1', category: 'food', period: 'month', page: 2 }, now)).toBe(
      '?status=approved&childId=k1&category=food&from=2026-05-01&to=2026-05-17&page=2&pageSize=20',
    );
    expect(lastPage(0)).toBe(1);
    expect(lastPage(20)).toBe(1);
    expect(lastPage(21)).toBe(2);
  });
});

describe('the list the screen opens on', () => {
  it('is the page a signed-in page at /expenses carries, so the list draws with it', () => {
    expect(FIRST_QUERIES['/expenses']).toContainEqual(expensePageQuery(pageQueryOf(NO_FILTERS)).queryKey);
  });
});

import { useLocation, useSearch } from 'wouter';
import { filtersFromSearch, searchOfFilters, type ExpenseFilters } from './expense-filters';

/** The list's filters and page, kept in the address: a reload or a shared link shows the same list. */
export function useExpenseFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = filtersFromSearch(search);
  /** A change of filter goes back to the first page; a change of page keeps the filters. */
  const setFilters = (next: Partial<ExpenseFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    navigate(`${path}${searchOfFilters(merged)}`, { replace: true });
  };
  return { filters, setFilters };
}

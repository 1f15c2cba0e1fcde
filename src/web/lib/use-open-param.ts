import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * `?open=<name>` on a screen's address (the dashboard's checklist links to the place each step is done):
 * the name when it is one the screen knows, read once; the parameter is then dropped from the address, so
 * a reload or the back button does not open it again.
 */
export function useOpenParam<T extends string>(names: readonly T[]): T | null {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [open] = useState<T | null>(() => {
    const value = new URLSearchParams(search).get('open');
    return names.find((name) => name === value) ?? null;
  });
  const hasParam = new URLSearchParams(search).has('open');
  useEffect(() => {
    if (hasParam) navigate(location, { replace: true });
  }, [hasParam, location, navigate]);
  return open;
}

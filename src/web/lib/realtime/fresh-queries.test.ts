import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Child } from '@common/schemas/children';
import { childrenQuery } from '../queries/children';
import { refetchLatest, restartIfLoading } from './fresh-queries';

const key = childrenQuery().queryKey;
const children = (...names: string[]) => names.map((name) => ({ id: name, name }) as unknown as Child);

/** A list on screen whose server answers each load in turn; `release(i)` lets load i land with the list it read. */
function loadingList() {
  const pending: ((list: Child[]) => void)[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => new Promise<Child[]>((resolve) => pending.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, pending, unsubscribe, settled, data: () => client.getQueryData(key) };
}

describe('a change arriving while a list is still loading', () => {
  it('restarts the load, so the older answer never lands and the list shows the change', async () => {
    const list = loadingList();
    expect(list.pending).toHaveLength(1);
    refetchLatest(list.client, { queryKey: key });
    await list.settled();
    expect(list.pending).toHaveLength(2);
    list.pending[0]?.(children('Mia'));
    list.pending[1]?.(children('Mia', 'Leo'));
    await list.settled();
    expect(list.data()).toEqual(children('Mia', 'Leo'));
    list.unsubscribe();
  });

  it('tells a patch to stand aside while the list loads, and lets it through once loaded', async () => {
    const list = loadingList();
    expect(restartIfLoading(list.client, key)).toBe(true);
    await list.settled();
    list.pending[1]?.(children('Mia'));
    await list.settled();
    expect(restartIfLoading(list.client, key)).toBe(false);
    list.unsubscribe();
  });

  it('refetches a loaded list at once when nothing is loading', async () => {
    const list = loadingList();
    list.pending[0]?.(children('Mia'));
    await list.settled();
    refetchLatest(list.client, { queryKey: key });
    expect(list.client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(list.pending).toHaveLength(2);
    list.unsubscribe();
  });
});

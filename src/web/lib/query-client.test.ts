import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@common/schemas/auth';
import { authUserQuery } from './queries/auth';
import { childrenQuery } from './queries/children';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('createQueryClient', () => {
  it('applies the SPEC section 9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('loads a query without its own queryFn with a GET on its key', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('[{"id":"k1"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createQueryClient().fetchQuery(childrenQuery())).resolves.toEqual([{ id: 'k1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/children', { method: 'GET', credentials: 'include' });
  });
});

describe('session end', () => {
  it('clears the signed-in user when any load answers 401, and only then', async () => {
    const client = createQueryClient();
    client.setQueryData(authUserQuery().queryKey, { id: 'u1' } as User);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await client.fetchQuery(childrenQuery()).catch(() => undefined);
    expect(client.getQueryData(authUserQuery().queryKey)).toEqual({ id: 'u1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    await client.fetchQuery(childrenQuery()).catch(() => undefined);
    expect(client.getQueryData(authUserQuery().queryKey)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { createQueryClient, getQueryFn, queryKeyToUrl } from './query-client';

afterEach(() => vi.unstubAllGlobals());

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: createQueryClient() }) as unknown as QueryFunctionContext;

describe('queryKeyToUrl', () => {
  it('joins the key parts with a slash', () => {
    expect(queryKeyToUrl(['/api/events'])).toBe('/api/events');
    expect(queryKeyToUrl(['/api/timeline', 'child-1'])).toBe('/api/timeline/child-1');
  });
});

describe('getQueryFn', () => {
  it('returns null on 401 when asked to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
  });
  it('parses the JSON answer of a GET on the joined key', async () => {
    const fetchMock = vi.fn(async () => new Response('[{"id":"1"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/children']))).resolves.toEqual([{ id: '1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/children', { method: 'GET', credentials: 'include' });
  });
});

describe('createQueryClient', () => {
  it('applies the SPEC section 9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});

describe('session end', () => {
  it('clears the signed-in user when any load answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })),
    );
    const client = createQueryClient();
    client.setQueryData(['/api/auth/user'], { id: 'u1' });
    await client.fetchQuery({ queryKey: ['/api/events'] }).catch(() => undefined);
    expect(client.getQueryData(['/api/auth/user'])).toBeNull();
  });
});

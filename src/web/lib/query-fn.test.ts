import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from './api';
import { getQueryFn, queryKeyToUrl } from './query-fn';

afterEach(() => vi.unstubAllGlobals());

const context = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as QueryFunctionContext;

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('queryKeyToUrl', () => {
  it('joins the key parts with a slash', () => {
    expect(queryKeyToUrl(['/api/events'])).toBe('/api/events');
    expect(queryKeyToUrl(['/api/children', 'child-1', 'timeline'])).toBe('/api/children/child-1/timeline');
  });
});

describe('getQueryFn', () => {
  it('parses the JSON answer of a GET on the joined key, with cookies', async () => {
    const fetchMock = stubFetch(new Response('[{"id":"1"}]', { status: 200 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/children']))).resolves.toEqual([{ id: '1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/children', { method: 'GET', credentials: 'include' });
  });

  it('yields null on 401 when asked to, without reading the body', async () => {
    const response = new Response('{"message":"Sign in","code":"unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    const text = vi.spyOn(response, 'text');
    stubFetch(response);
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    expect(text).not.toHaveBeenCalled();
    expect(response.bodyUsed).toBe(false);
  });

  it('fails with an ApiError on 401 by default, and on other errors either way', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('{"message":"Down","code":"unavailable"}', { status: 503 }));
    const error = await Promise.resolve(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', userMessage: 'Down' });
  });
});

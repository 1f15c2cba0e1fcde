import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { defaultQueryFn, queryKeyToUrl } from './query-fn';

afterEach(() => vi.unstubAllGlobals());

const context = (queryKey: readonly unknown[], meta?: Record<string, unknown>) =>
  ({ queryKey, signal: new AbortController().signal, meta }) as unknown as QueryFunctionContext;

const load = async (queryKey: readonly unknown[], meta?: Record<string, unknown>) => defaultQueryFn(context(queryKey, meta));
const returnNull = { on401: 'returnNull' };

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
  it('turns a last object part into search parameters, leaving out undefined ones', () => {
    expect(queryKeyToUrl(['/api/events', { from: '2030-01-01T05:00:00.000Z', to: '2030-01-02T05:00:00.000Z' }])).toBe(
      '/api/events?from=2030-01-01T05%3A00%3A00.000Z&to=2030-01-02T05%3A00%3A00.000Z',
    );
    expect(queryKeyToUrl(['/api/audit', { entity: undefined, before: undefined }])).toBe('/api/audit');
    expect(queryKeyToUrl(['/api/audit', { entity: 'child', before: 'c1' }])).toBe('/api/audit?entity=child&before=c1');
    expect(queryKeyToUrl(['/api/messages/search', { q: 'pick up & drop' }])).toBe('/api/messages/search?q=pick+up+%26+drop');
  });
});

describe('defaultQueryFn', () => {
  it('parses the JSON answer of a GET on the joined key, with cookies', async () => {
    const fetchMock = stubFetch(new Response('[{"id":"1"}]', { status: 200 }));
    await expect(load(['/api/children'])).resolves.toEqual([{ id: '1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/children', { method: 'GET', credentials: 'include' });
  });

  it('yields null on 401 when the query asks to, without reading the body', async () => {
    const response = new Response('{"message":"Sign in","code":"unauthorized"}', { status: 401, statusText: 'Unauthorized' });
    const text = vi.spyOn(response, 'text');
    stubFetch(response);
    await expect(load(['/api/auth/user'], returnNull)).resolves.toBeNull();
    expect(text).not.toHaveBeenCalled();
    expect(response.bodyUsed).toBe(false);
  });

  it('fails with an ApiError on 401 by default, and on other errors either way', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(load(['/api/auth/user'])).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('{"message":"Down","code":"unavailable"}', { status: 503 }));
    const error = await load(['/api/auth/user'], returnNull).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable', userMessage: 'Down' });
  });
});

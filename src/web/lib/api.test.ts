import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest, errorFields, errorMessage, errorStatus } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON only when a body is given, always with credentials', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/events', { title: 'Pickup' });
    expect(fetchMock).toHaveBeenCalledWith('/api/events', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Pickup"}',
    });
    await apiRequest('GET', '/api/events');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/events', { method: 'GET', credentials: 'include' });
  });

  it('throws "status: body" on a non-OK answer', async () => {
    stubFetch(new Response('{"message":"Nope","code":"bad_request"}', { status: 400 }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('400: {"message":"Nope","code":"bad_request"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('404: Not Found');
  });
});

async function failure(body: string, status: number, statusText = ''): Promise<unknown> {
  stubFetch(new Response(body, { status, statusText }));
  return apiRequest('GET', '/x').catch((error: unknown) => error);
}

describe('ApiError', () => {
  it('carries the status, code, message and fields of our JSON error body', async () => {
    const error = await failure('{"message":"Amount is required","code":"bad_request","fields":{"amount":"Amount is required"}}', 400);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', userMessage: 'Amount is required' });
    expect(errorFields(error)).toEqual({ amount: 'Amount is required' });
  });
  it('names the status when the body is not ours', async () => {
    const error = await failure('Bad gateway', 502);
    expect(error).toMatchObject({ status: 502, code: 'http_502', userMessage: 'Bad gateway' });
    expect(errorFields(error)).toEqual({});
  });
  it('ignores a JSON body that does not have our error shape', async () => {
    const error = await failure('{"error":"nope"}', 400);
    expect(error).toMatchObject({ code: 'http_400', userMessage: '{"error":"nope"}' });
  });
});

describe('errorMessage', () => {
  it('takes the message of our JSON error body', async () => {
    const error = await failure('{"message":"End time must be after start time","code":"bad_request"}', 400, 'Bad Request');
    expect(errorMessage(error)).toBe('End time must be after start time');
    expect(errorMessage(await failure('{"message":"Already a member","code":"conflict"}', 409))).toBe('Already a member');
    expect(errorMessage(await failure('Internal Server Error', 500))).toBe('Internal Server Error');
  });
  it('falls back on HTML bodies, empty bodies and non-errors', async () => {
    expect(errorMessage(await failure('<html>bad gateway</html>', 502), 'Try later')).toBe('Try later');
    expect(errorMessage(await failure('', 503, 'Service Unavailable'), 'Try later')).toBe('Try later');
    expect(errorMessage('boom', 'Try later')).toBe('Try later');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('errorStatus', () => {
  it('finds the status of failed API calls only', async () => {
    expect(errorStatus(await failure('', 401, 'Unauthorized'))).toBe(401);
    expect(errorStatus(await failure('{}', 403))).toBe(403);
    expect(errorStatus(new Error('Failed to fetch'))).toBeUndefined();
  });
});

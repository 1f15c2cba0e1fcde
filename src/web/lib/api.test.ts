import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, errorStatus, HttpError } from './api';

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

describe('errorMessage', () => {
  it('takes the message of our JSON error body', () => {
    const error = new HttpError(400, '{"message":"End time must be after start time","code":"bad_request"}', 'Bad Request');
    expect(errorMessage(error)).toBe('End time must be after start time');
  });
  it('reads plain errors shaped like "status: body"', () => {
    expect(errorMessage(new Error('409: {"message":"Already a member","code":"conflict"}'))).toBe('Already a member');
    expect(errorMessage(new Error('500: Internal Server Error'))).toBe('Internal Server Error');
  });
  it('falls back on HTML bodies, empty bodies and non-errors', () => {
    expect(errorMessage(new Error('502: <html>bad gateway</html>'), 'Try later')).toBe('Try later');
    expect(errorMessage('boom', 'Try later')).toBe('Try later');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('errorStatus', () => {
  it('finds the status of thrown API errors', () => {
    expect(errorStatus(new HttpError(401, '', 'Unauthorized'))).toBe(401);
    expect(errorStatus(new Error('403: {}'))).toBe(403);
    expect(errorStatus(new Error('Failed to fetch'))).toBeUndefined();
  });
});

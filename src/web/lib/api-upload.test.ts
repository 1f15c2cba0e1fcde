import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiUpload, UPLOAD_CANCELLED_MESSAGE, UPLOAD_FAILED_MESSAGE } from './api-upload';

/** A stand-in for the browser's XMLHttpRequest: records what was sent; the test plays the server. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, responseText: string, statusText = '') {
    Object.assign(this, { status, responseText, statusText });
    this.onload?.();
  }
}

function sent(): FakeXhr {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no request was sent');
  return xhr;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

const file = () => new File(['hello'], 'photo.jpg', { type: 'image/jpeg' });

describe('apiUpload', () => {
  it('POSTs multipart form data with cookies, the fields before the file, and resolves with the JSON answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = apiUpload<{ id: string }>('/api/family-media', file(), undefined, {
      fields: { people: 'Emma', location: 'city' },
      fileField: 'media',
    });
    const xhr = sent();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/family-media', withCredentials: true });
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['people', 'location', 'media']);
    expect(xhr.body?.get('people')).toBe('Emma');
    expect((xhr.body?.get('media') as File).name).toBe('photo.jpg');
    xhr.respond(201, '{"id":"m1"}');
    await expect(upload).resolves.toEqual({ id: 'm1' });
  });

  it('puts the file under "file" when no field is named, and resolves undefined on 204', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = apiUpload('/api/attachments', file());
    expect([...(sent().body?.keys() ?? [])]).toEqual(['file']);
    sent().respond(204, '');
    await expect(upload).resolves.toBeUndefined();
  });

  it('reports the fraction of bytes sent, when known, and 1 once the server answered', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const upload = apiUpload('/api/attachments', file(), onProgress);
    sent().progress(25, 100);
    sent().progress(0, 0, false);
    sent().progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    sent().respond(200, '{}');
    await upload;
    expect(onProgress.mock.calls).toEqual([[0.25], [1], [1]]);
  });

  it('rejects a 4xx with the ApiError of our error body: status, code, message and fields', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const upload = apiUpload('/api/expenses/e1/receipt', file(), onProgress);
    const body = '{"message":"The receipt is too large","code":"file_too_large","fields":{"receipt":"At most 10 MB"}}';
    sent().respond(413, body, 'Payload Too Large');
    const error: unknown = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'file_too_large',
      userMessage: 'The receipt is too large',
      fields: { receipt: 'At most 10 MB' },
      message: `413: ${body}`,
    });
    expect(onProgress).not.toHaveBeenCalledWith(1);
  });

  it('rejects with a plain message when the network fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const upload = apiUpload('/api/attachments', file());
    sent().onerror?.();
    await expect(upload).rejects.toThrow(UPLOAD_FAILED_MESSAGE);
  });

  it('aborts the request when the signal fires, and sends nothing when it already had', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const upload = apiUpload('/api/family-media', file(), undefined, { signal: controller.signal });
    controller.abort();
    expect(sent().aborted).toBe(true);
    await expect(upload).rejects.toThrow(UPLOAD_CANCELLED_MESSAGE);

    FakeXhr.last = undefined;
    await expect(apiUpload('/api/family-media', file(), undefined, { signal: controller.signal })).rejects.toThrow(
      UPLOAD_CANCELLED_MESSAGE,
    );
    expect((FakeXhr.last as FakeXhr | undefined)?.body).toBeUndefined();
  });
});

import { readApiError } from './api';

export interface UploadOptions {
  /** Form fields sent before the file: the server reads the file as a stream, so what it needs to know comes first. */
  fields?: Record<string, string>;
  /** The multipart field the file goes in. */
  fileField?: string;
  signal?: AbortSignal;
}

export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Check your connection and try again.';
export const UPLOAD_CANCELLED_MESSAGE = 'Upload cancelled';

/**
 * Every upload of the app: one file as multipart/form-data, with cookies, through XMLHttpRequest (the only browser
 * API that reports upload progress). A non-OK answer rejects with the same ApiError as the rest of the client.
 */
export function apiUpload<T>(url: string, file: File, onProgress?: (fraction: number) => void, options: UploadOptions = {}): Promise<T> {
  const { fields = {}, fileField = 'file', signal } = options;
  return new Promise<T>((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fileField, file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const res = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      if (!res.ok) {
        void readApiError(res).then(reject, reject);
        return;
      }
      onProgress?.(1);
      resolve(xhr.status === 204 ? (undefined as T) : (JSON.parse(xhr.responseText) as T));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.onabort = () => reject(new Error(UPLOAD_CANCELLED_MESSAGE));
    if (signal?.aborted) {
      reject(new Error(UPLOAD_CANCELLED_MESSAGE));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

import type { ApiErrorBody } from '../../shared/errors.ts';

export type UploadFailureKind = 'http' | 'network' | 'timeout';

/** Why an upload failed: the server answered with an error (status and JSON body), or nothing came back. */
export class UploadFailure extends Error {
  readonly kind: UploadFailureKind;
  readonly status: number;
  readonly body: Partial<ApiErrorBody>;

  constructor(kind: UploadFailureKind, status = 0, body: Partial<ApiErrorBody> = {}) {
    super(body.message ?? `Upload failed (${kind})`);
    this.name = 'UploadFailure';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

interface UploadOptions {
  timeoutMs: number;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress: (sent: number) => void;
}

function parseBody(text: string): Partial<ApiErrorBody> {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/**
 * POSTs a multipart form with the session cookie. XMLHttpRequest rather than fetch, because only it
 * reports how much of a large upload has been sent.
 */
export function postForm<T>(url: string, form: FormData, { timeoutMs, onProgress }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) resolve(JSON.parse(xhr.responseText) as T);
      else reject(new UploadFailure('http', xhr.status, parseBody(xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadFailure('network'));
    xhr.ontimeout = () => reject(new UploadFailure('timeout'));
    xhr.send(form);
  });
}

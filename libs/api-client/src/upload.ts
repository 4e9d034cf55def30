import { apiUrl } from './http';
import { saveWithSignIn } from './session';

/** Share of the request body sent so far, 0..1, or null when the browser cannot tell. */
export type UploadProgress = (fraction: number | null) => void;

export interface UploadResult {
  status: number;
  statusText: string;
  ok: boolean;
  body: unknown;
}

/**
 * A multipart request with the bearer token, through XMLHttpRequest because fetch() cannot report
 * upload progress (volunteers upload photos over the museum's slow connection). A 401 is handled
 * exactly like authorizedFetch's saves. Rejects only on network failure; HTTP errors resolve
 * with ok=false so each call can raise its own docs/product.md §8 text.
 */
export function sendMultipart(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
  headers: Record<string, string> = {},
): Promise<UploadResult> {
  // A 401 (an expired session) may be signed in again and the same form re-sent (session.ts).
  return saveWithSignIn((token) => sendOnce(method, path, form, token, onProgress, headers));
}

function sendOnce(
  method: string,
  path: string,
  form: FormData,
  token: string,
  onProgress: UploadProgress | undefined,
  headers: Record<string, string>,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) =>
        onProgress(event.lengthComputable ? event.loaded / event.total : null);
    }
    xhr.onload = () => {
      resolve({
        status: xhr.status,
        statusText: xhr.statusText || String(xhr.status),
        ok: xhr.status >= 200 && xhr.status < 300,
        body: parseBody(xhr.responseText),
      });
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
    xhr.send(form);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

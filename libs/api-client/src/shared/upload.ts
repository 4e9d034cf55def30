import { recordVersion } from '@furnace/contracts';
import { apiUrl, jsonOr } from './http';
import { saveWithSignIn } from './session';

/** Share of the request body sent so far, 0..1, or null when the browser cannot tell. */
export type UploadProgress = (fraction: number | null) => void;

/**
 * A multipart save with the token, through XMLHttpRequest because fetch() cannot report upload
 * progress; a 401 and `shown` as authorized()'s saves. A refusal is ApiError(describe(statusText)).
 */
export async function sendMultipart<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  form: FormData,
  describe: (statusText: string) => string,
  onProgress?: UploadProgress,
  shown?: unknown,
): Promise<T> {
  const send = (token: string) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, apiUrl(path));
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept', 'application/json');
      if (shown !== undefined) xhr.setRequestHeader('If-Match', recordVersion(shown));
      if (onProgress) {
        xhr.upload.onprogress = (event) =>
          onProgress(event.lengthComputable ? event.loaded / event.total : null);
      }
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText || null, {
            status: xhr.status,
            statusText: xhr.statusText || String(xhr.status),
          }),
        );
      xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server'));
      xhr.send(form);
    });
  const response = await saveWithSignIn(send);
  return jsonOr<T>(response, () => describe(response.statusText));
}

/**
 * A multipart form: blank text is never sent (docs/product.md §5), a list goes as names, an object
 * as JSON, and the files last.
 */
export function multipartForm(fields: object): FormData {
  const form = new FormData();
  const entries = Object.entries(fields).sort(
    ([, a], [, b]) => Number(a instanceof Blob) - Number(b instanceof Blob),
  );
  for (const [name, value] of entries) {
    if (value instanceof Blob) form.append(name, value);
    else if (typeof value === 'boolean') form.append(name, String(value));
    else if (Array.isArray(value)) {
      if (value.length) form.append(name, value.join(','));
    } else if (value && typeof value === 'object') form.append(name, JSON.stringify(value));
    else if (typeof value === 'string' && value.trim() !== '') form.append(name, value);
  }
  return form;
}

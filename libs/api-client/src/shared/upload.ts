import { recordVersion } from '@furnace/contracts';
import { apiUrl, savedOr } from './http';
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
  const response = await saveWithSignIn((token) =>
    sendOnce(method, path, form, token, onProgress, shown),
  );
  return savedOr<T>(response, () => describe(response.statusText));
}

function sendOnce(
  method: string,
  path: string,
  form: FormData,
  token: string,
  onProgress: UploadProgress | undefined,
  shown: unknown,
): Promise<Response> {
  return new Promise((resolve, reject) => {
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
}

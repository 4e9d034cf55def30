import { ApiError, apiUrl, readRefusal } from './http';
import { saveWithSignIn } from './session';

/** Share of the request body sent so far, 0..1, or null when the browser cannot tell. */
export type UploadProgress = (fraction: number | null) => void;

/**
 * A multipart save with the token, through XMLHttpRequest because fetch() cannot report upload
 * progress; a 401 as authorizedOk's saves. A refusal is ApiError(describe(statusText)).
 */
export async function sendMultipart<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  form: FormData,
  describe: (statusText: string) => string,
  onProgress?: UploadProgress,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await saveWithSignIn((token) =>
    sendOnce(method, path, form, token, onProgress, headers),
  );
  if (response.ok) {
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const { message } = await readRefusal(response);
  throw new ApiError(describe(response.statusText), response.status, message);
}

function sendOnce(
  method: string,
  path: string,
  form: FormData,
  token: string,
  onProgress: UploadProgress | undefined,
  headers: Record<string, string>,
): Promise<Response> {
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

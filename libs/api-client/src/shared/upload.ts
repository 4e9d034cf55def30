import { ApiError, apiUrl } from './http';
import { saveWithSignIn } from './session';

/** Share of the request body sent so far, 0..1, or null when the browser cannot tell. */
export type UploadProgress = (fraction: number | null) => void;

interface UploadResult {
  status: number;
  statusText: string;
  body: unknown;
}

/**
 * A multipart request with the bearer token, through XMLHttpRequest because fetch() cannot report
 * upload progress (volunteers upload photos over the museum's slow connection). A 401 is handled
 * exactly like authorizedFetch's saves. Answers the JSON body; a refusal becomes
 * ApiError(describe(statusText)) (docs/product.md §8) carrying the API's own sentence as `reason`.
 */
export async function sendMultipart<T>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  form: FormData,
  describe: (statusText: string) => string,
  onProgress?: UploadProgress,
  headers: Record<string, string> = {},
): Promise<T> {
  // A 401 (an expired session) may be signed in again and the same form re-sent (session.ts).
  const result = await saveWithSignIn((token) =>
    sendOnce(method, path, form, token, onProgress, headers),
  );
  if (result.status >= 200 && result.status < 300) return result.body as T;
  throw new ApiError(describe(result.statusText), result.status, refusalOf(result.body));
}

/** The API's own sentence from a refused upload's body (docs/api.md "Errors"), if it gave one. */
function refusalOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  const text = Array.isArray(message) ? message.join(' ') : message;
  return typeof text === 'string' && text ? text : undefined;
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

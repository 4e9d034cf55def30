import type { SignRecord } from '@furnace/contracts';
import { authorizedJson } from './authorized';
import { ApiError } from './http';
import { sendMultipart, type UploadProgress } from './upload';

/** docs/product.md §8 has no texts for signs; these follow its pattern. */
const SIGN_ERRORS = {
  getting: (status: number) => `Error getting signs: ${status}`,
  uploading: (statusText: string) => `Error uploading sign: ${statusText}`,
  deleting: (status: number) => `Error deleting sign: ${status}`,
};

/** GET /signs (bearer): every sign with its PDF, QR code and public address. */
export async function fetchSigns(signal?: AbortSignal): Promise<SignRecord[]> {
  return (await authorizedJson<SignRecord[]>('/signs', { signal }, SIGN_ERRORS.getting)) ?? [];
}

/** PUT /signs/{name} (bearer, multipart `pdf`): creates the sign, or replaces its PDF. */
export async function uploadSign(
  name: string,
  pdf: File,
  onProgress?: UploadProgress,
): Promise<SignRecord> {
  const form = new FormData();
  form.append('pdf', pdf);
  const result = await sendMultipart('PUT', `/signs/${encodeURIComponent(name)}`, form, onProgress);
  if (!result.ok) throw new ApiError(SIGN_ERRORS.uploading(result.statusText), result.status);
  return result.body as SignRecord;
}

export async function deleteSign(name: string): Promise<void> {
  await authorizedJson<unknown>(
    `/signs/${encodeURIComponent(name)}`,
    { method: 'DELETE' },
    SIGN_ERRORS.deleting,
  );
}

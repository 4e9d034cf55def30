import type { SignRecord } from '@furnace/contracts';
import { authorizedJson } from '../shared/authorized';
import { multipartForm, sendMultipart, type UploadProgress } from '../shared/upload';

/** docs/product.md §8 has no texts for signs; these follow its pattern. */
const SIGN_ERRORS = {
  getting: (status: number) => `Error getting signs: ${status}`,
  uploading: (statusText: string) => `Error uploading sign: ${statusText}`,
  deleting: (status: number) => `Error deleting sign: ${status}`,
};

export async function fetchSigns(signal?: AbortSignal): Promise<SignRecord[]> {
  return (await authorizedJson<SignRecord[]>('/signs', { signal }, SIGN_ERRORS.getting)) ?? [];
}

/** Creates the sign, or replaces its PDF and/or its words (blank fields are not sent). */
export async function uploadSign(
  name: string,
  pdf: File | null,
  onProgress?: UploadProgress,
  details: Pick<SignRecord, 'title' | 'summary'> = {},
): Promise<SignRecord> {
  const path = `/signs/${encodeURIComponent(name)}`;
  const form = multipartForm({ ...details, pdf });
  return sendMultipart('PUT', path, form, SIGN_ERRORS.uploading, onProgress);
}

export const deleteSign = (name: string) =>
  authorizedJson<void>(
    `/signs/${encodeURIComponent(name)}`,
    { method: 'DELETE' },
    SIGN_ERRORS.deleting,
  );

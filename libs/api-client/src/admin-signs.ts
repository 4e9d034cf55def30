import { signPdfPath } from '@furnace/contracts';
import { authorizedJson } from './authorized';
import { ApiError, apiUrl } from './http';
import { sendMultipart, type UploadProgress } from './upload';

/**
 * A sign: a PDF shown at /signs/{name}, reached from a printed QR code. SPEC section 8 has no texts
 * for signs; the ones below follow its pattern.
 */
export interface Sign {
  name: string;
  /** URL of the PDF (/static/qr/{name}.pdf). */
  pdf: string;
  /** URL of the QR code image (SVG) that points at the sign's public page. */
  qr: string;
}

export const SIGN_ERRORS = {
  getting: (status: number) => `Error getting signs: ${status}`,
  uploading: (statusText: string) => `Error uploading sign: ${statusText}`,
  deleting: (status: number) => `Error deleting sign: ${status}`,
};

/** Fills in the URLs the server may leave out, so the page never builds paths itself. */
function withUrls(sign: Partial<Sign> & { name: string }): Sign {
  return {
    name: sign.name,
    pdf: sign.pdf || signPdfPath(sign.name),
    qr: sign.qr || apiUrl(`/signs/${encodeURIComponent(sign.name)}/qr.svg`),
  };
}

export async function fetchSigns(): Promise<Sign[]> {
  const signs = await authorizedJson<Array<Partial<Sign> & { name: string }>>('/signs', {}, SIGN_ERRORS.getting);
  return (signs ?? []).map(withUrls);
}

/** POST /signs (bearer, multipart: name, pdf). Uploading under an existing name replaces its PDF. */
export async function uploadSign(name: string, pdf: File, onProgress?: UploadProgress): Promise<Sign> {
  const form = new FormData();
  form.append('name', name);
  form.append('pdf', pdf);
  const result = await sendMultipart('POST', '/signs', form, onProgress);
  if (!result.ok) throw new ApiError(SIGN_ERRORS.uploading(result.statusText), result.status);
  const body = result.body as Partial<Sign> | undefined;
  return withUrls({ ...body, name: body?.name ?? name });
}

export async function deleteSign(name: string): Promise<void> {
  await authorizedJson<unknown>(`/signs/${encodeURIComponent(name)}`, { method: 'DELETE' }, SIGN_ERRORS.deleting);
}

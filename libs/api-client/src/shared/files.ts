/**
 * HEAD a static file (event PDF, sign PDF). Resolves false only when the server says the file is
 * not there (or cannot be reached); the caller assumes the file exists until this says otherwise.
 */
export async function fileExists(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal });
    return response.ok;
  } catch {
    return false;
  }
}

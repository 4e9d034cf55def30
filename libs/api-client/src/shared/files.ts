/** HEAD a static file: false only when the server says it is not there, or cannot be reached. */
export async function fileExists(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal });
    return response.ok;
  } catch {
    return false;
  }
}

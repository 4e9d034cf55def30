/** HEAD a static file: false only when the server says it is not there, or cannot be reached. */
export const fileExists = (url: string, signal?: AbortSignal): Promise<boolean> =>
  fetch(url, { method: 'HEAD', signal }).then(
    (response) => response.ok,
    () => false,
  );

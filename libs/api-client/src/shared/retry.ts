/**
 * Run `task` up to `attempts` times, waiting `delayMs` between failures; rethrow the last error.
 * An aborted `signal` stops further tries (the page that asked is gone).
 */
export async function withRetry<T>(
  task: () => Promise<T>,
  attempts: number,
  delayMs: number,
  signal?: AbortSignal,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (signal?.aborted) break;
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  throw lastError;
}

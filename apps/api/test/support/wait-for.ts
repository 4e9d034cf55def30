/**
 * Resolves once `check` holds, polled every 20 ms. The timeout is a safety net against a hang,
 * never the pass condition: a test waits for what it checks.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

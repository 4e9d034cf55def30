import { withRetry } from './retry';

describe('withRetry', () => {
  it('returns the first success without further tries', async () => {
    const task = jest.fn().mockResolvedValue('ok');
    await expect(withRetry(task, 5, 1)).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('tries exactly `attempts` times, then rethrows the last error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(task, 5, 1)).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(5);
  });

  it('waits the delay between tries and recovers on a later success', async () => {
    jest.useFakeTimers();
    const task = jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue('ok');
    const result = withRetry(task, 5, 250);
    await Promise.resolve();
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(249);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

import { systemClock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { PROBE_INTERVAL_MS, TopicCache } from './topic-cache.service';

/** pg's error when the pool cannot get a connection (a frozen or stopped server). */
const unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('TopicCache while the database is known to be down', () => {
  // Not started: nothing is served as fresh, so every read asks its load (as with no LISTEN).
  const cache = new TopicCache(
    { cacheMaxAgeMs: 60_000, databaseUrl: null } as unknown as AppConfig,
    systemClock,
  );
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('answers from the last good copy at once, and lets one read in a while find out whether it is back', async () => {
    const load = jest.fn<Promise<string>, []>().mockResolvedValue('hours v1');
    expect(await cache.get('schedule', 'hours', load)).toBe('hours v1');

    // The database goes away: the first read that finds out waits for its failure, as before.
    load.mockRejectedValue(unreachable());
    expect(await cache.get('schedule', 'hours', load)).toBe('hours v1');
    expect(load).toHaveBeenCalledTimes(2);

    // Known down: the next reads do not wait for the database at all.
    for (let i = 0; i < 5; i++) expect(await cache.get('schedule', 'hours', load)).toBe('hours v1');
    expect(load).toHaveBeenCalledTimes(2);

    // After the probe interval one read goes on to the database, in the background.
    now += PROBE_INTERVAL_MS;
    load.mockResolvedValue('hours v2');
    expect(await cache.get('schedule', 'hours', load)).toBe('hours v1'); // answered at once
    expect(load).toHaveBeenCalledTimes(3);
    await Promise.resolve(); // the probe's answer is in
    await Promise.resolve();

    // It answered: reads go to the database again.
    expect(await cache.get('schedule', 'hours', load)).toBe('hours v2');
    expect(load).toHaveBeenCalledTimes(4);
  });
});

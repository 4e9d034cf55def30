import { Reflector } from '@nestjs/core';
import { systemClock } from '../clock/clock';
import { CachedBody } from '../common/cached-json';
import type { AppConfig } from '../config/app-config';
import { Schedule } from '../schedule/schedule.service';
import { answerBytes, Answers } from './answers';
import { MAX_SIZED_BYTES, PROBE_INTERVAL_MS, TopicCache } from './topic-cache.service';

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

describe('the byte bound on kept answers', () => {
  const config = {
    cacheMaxAgeMs: 60_000,
    databaseUrl: null,
    museumTimeZone: 'America/New_York',
  } as unknown as AppConfig;
  const newCache = () => new TopicCache(config, systemClock);

  it('counts a whole answer at three times its UTF-8 bytes: its text, encoded and gzip copies', async () => {
    const cache = newCache();
    const schedule = new Schedule(config, systemClock, undefined as never, cache);
    const answers = new Answers(cache, new Reflector(), systemClock, schedule);
    const text = 'é'.repeat(1000); // 1000 characters, 2000 bytes in UTF-8
    await answers.page('/events', async () => ({ body: new CachedBody(text) }));
    expect(answerBytes(new CachedBody(text))).toBe(6000);
    expect(cache.keptBytes).toBe(6000);
  });

  it('drops the least recently used answers once they would hold more than the bound', async () => {
    const cache = newCache();
    const third = Math.floor(MAX_SIZED_BYTES / 3);
    const keep = (key: string, bytes: number) =>
      cache.get('events', key, async () => key, { size: () => bytes });
    await keep('a', third);
    await keep('b', third);
    await keep('c', third);
    expect(cache.keptBytes).toBe(3 * third);
    await keep('a', third); // read again: now the most recently used
    // A fourth pushes past the bound: the least recently used goes, and only it.
    await keep('d', third);
    expect(cache.keptBytes).toBe(3 * third);
    // Which went shows when the database is down: a kept copy answers, a dropped one cannot.
    const down = () => Promise.reject(unreachable());
    await expect(cache.get('events', 'b', down)).rejects.toThrow('ECONNREFUSED');
    for (const kept of ['a', 'c', 'd']) expect(await cache.get('events', kept, down)).toBe(kept);
    // An answer larger than the bound is not held past it either.
    await cache.get('events', 'huge', async () => 'huge', { size: () => MAX_SIZED_BYTES + 1 });
    expect(cache.keptBytes).toBeLessThanOrEqual(MAX_SIZED_BYTES);
  });
});

import { type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { TopicCache } from '../src/cache/topic-cache.service';
import {
  postmasterPid,
  scratchRoot,
  startEmbeddedChild,
  stopEmbeddedChild,
} from './support/embedded';
import { sql, startTestApp, type TestApp, waitUntil } from './test-app';

// The real embedded PostgreSQL, started by startEmbeddedPostgres in a child Node process, with the
// API on it in this process. The supervisor lives where the postmaster was started (in the site:
// the API process); its reports come on the child's stderr.
describe('the embedded PostgreSQL is supervised', () => {
  const root = scratchRoot('api-supervisor-');
  const dataDir = join(root, 'data');
  let child: ChildProcess;
  let api: TestApp;
  let stderr: string[] = [];
  jest.setTimeout(240_000); // a safety net: a cluster is made here, slow on a busy machine

  beforeAll(async () => {
    const started = await startEmbeddedChild(dataDir, { stderr: 'pipe' });
    ({ child, stderr } = started);
    if (!started.url) throw new Error(`${started.error}\n${stderr.join('')}`);
    api = await startTestApp({ databaseUrl: started.url });
  });

  afterAll(async () => {
    await api?.close();
    if (child) await stopEmbeddedChild(child);
    rmSync(root, { recursive: true, force: true });
  });

  it('kill -9 of the postmaster: it is restarted, its last lines are logged, and the API answers again within seconds', async () => {
    const holidays = () => request(api.url).get('/api/v1/holidays');
    await sql(
      api.databaseUrl,
      `INSERT INTO special_days (date_from, date_through, reason) VALUES ('2030-12-25', '2030-12-25', 'Christmas Day')`,
    );
    expect((await holidays()).status).toBe(200);
    const cache = api.app.get(TopicCache);
    expect(cache.isListening).toBe(true);

    const before = postmasterPid(dataDir);
    process.kill(before, 'SIGKILL');
    const killedAt = Date.now();
    // Its backends exit with it: the cache stops listening and stops answering from memory, so
    // the answers below come from the database.
    await waitUntil(() => !cache.isListening, 30_000);

    // Until it is back, every answer is the last good copy marked stale or a 503, never a 500
    // nor a hang; then a fresh 200 (no X-Data-Stale) read from the restarted database.
    // The deadlines here are safety nets (a hang or no restart at all), not the pass condition.
    let answered: request.Response | undefined;
    const meanwhile = new Set<string>();
    while (Date.now() - killedAt < 60_000) {
      const response = await holidays().timeout(20_000);
      if (response.status === 200 && response.headers['x-data-stale'] === undefined) {
        answered = response;
        break;
      }
      meanwhile.add(`${response.status}${response.headers['x-data-stale'] ? ' stale' : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredMs = Date.now() - killedAt;
    console.log(`the API answered 200 again ${recoveredMs} ms after kill -9 of the postmaster`);
    expect(answered?.body).toEqual([{ holiday_date: '2030-12-25', description: 'Christmas Day' }]);
    for (const answer of meanwhile) expect(['200 stale', '503']).toContain(answer);
    expect(postmasterPid(dataDir)).not.toBe(before);

    const log = stderr.join('');
    expect(log).toMatch(
      new RegExp(
        `\\[supervisor\\] The embedded PostgreSQL \\(PID ${before}\\) died \\(SIGKILL\\); its last lines: .*database system is ready to accept connections`,
      ),
    );
    expect(log).toMatch(/\[supervisor\] The embedded PostgreSQL is running again/);
    // The node process that runs the API was never restarted, and the cache listens again.
    await waitUntil(() => cache.isListening, 30_000);
    await sql(api.databaseUrl, `DELETE FROM special_days`);
    await waitUntil(async () => (await holidays()).body.length === 0, 30_000);
  });
});

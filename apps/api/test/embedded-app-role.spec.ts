import { type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  query,
  scratchRoot,
  startEmbeddedChild,
  stopEmbeddedChild as stopChild,
} from './support/embedded';

// The embedded PostgreSQL as the site starts it: the site connects as a role that is not a
// superuser, and the cluster asks for SCRAM.
async function startChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const { child, url, error } = await startEmbeddedChild(dataDir);
  if (!url) throw new Error(error);
  return { child, url };
}

describe('embedded PostgreSQL: an application role that is not a superuser, and SCRAM', () => {
  jest.setTimeout(240_000); // a safety net: clusters are made here, slow on a busy machine
  const root = scratchRoot('api-app-role-');
  const dataDir = join(root, 'data');
  let running: ChildProcess | null = null;
  afterAll(async () => {
    if (running) await stopChild(running);
    rmSync(root, { recursive: true, force: true });
  });

  const superUrl = (appUrl: string, database = 'furnace') => {
    const url = new URL(appUrl);
    url.username = 'postgres';
    url.password = encodeURIComponent(
      readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
    );
    url.pathname = `/${database}`;
    return url.toString();
  };
  const hbaMethods = () =>
    readFileSync(join(dataDir, 'postgres/pg_hba.conf'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'))
      .map((line) => line.trim().split(/\s+/).at(-1));

  it('a new cluster: the site connects as furnace_app (no superuser), every pg_hba line is scram-sha-256', async () => {
    const { child, url } = await startChild(dataDir);
    running = child;
    expect(new URL(url).username).toBe('furnace_app');
    const [me] = await query<{ user: string; rolsuper: boolean; rolcreaterole: boolean }>(
      url,
      `SELECT current_user AS user, rolsuper, rolcreaterole FROM pg_roles WHERE rolname = current_user`,
    );
    expect(me).toEqual({ user: 'furnace_app', rolsuper: false, rolcreaterole: false });
    // It owns its database's schema: migrations can create tables.
    await query(url, 'CREATE TABLE made_by_app (n int)');
    // A superuser's power is not there.
    await expect(query(url, 'ALTER ROLE furnace_app SUPERUSER')).rejects.toThrow(/permission/);
    expect(new Set(hbaMethods())).toEqual(new Set(['scram-sha-256']));
    const verifiers = await query<{ rolname: string; scram: boolean }>(
      superUrl(url),
      `SELECT rolname, rolpassword LIKE 'SCRAM-SHA-256$%' AS scram FROM pg_authid
        WHERE rolname IN ('postgres', 'furnace_app') ORDER BY rolname`,
    );
    expect(verifiers).toEqual([
      { rolname: 'furnace_app', scram: true },
      { rolname: 'postgres', scram: true },
    ]);
    await stopChild(child);
    running = null;
  });

  it('a cluster from before (cleartext "password" method, tables owned by postgres) is switched, its data kept', async () => {
    // Make the cluster look like an older release left it.
    let { child, url } = await startChild(dataDir);
    running = child;
    await query(
      superUrl(url),
      `CREATE TABLE staff_entered (id serial PRIMARY KEY, note text);
       INSERT INTO staff_entered (note) VALUES ('Friday closes at 3');
       CREATE FUNCTION old_trigger_fn() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
       ALTER TABLE made_by_app OWNER TO postgres;`,
    );
    await stopChild(child);
    const hba = join(dataDir, 'postgres/pg_hba.conf');
    writeFileSync(hba, readFileSync(hba, 'utf8').replace(/scram-sha-256/g, 'password'));

    ({ child, url } = await startChild(dataDir));
    running = child;
    expect(new Set(hbaMethods())).toEqual(new Set(['scram-sha-256']));
    const owners = await query<{ relname: string; owner: string }>(
      url,
      `SELECT relname, pg_get_userbyid(relowner) AS owner FROM pg_class
        WHERE relname IN ('staff_entered', 'staff_entered_id_seq', 'made_by_app') ORDER BY relname`,
    );
    expect(owners.map((o) => o.owner)).toEqual(['furnace_app', 'furnace_app', 'furnace_app']);
    // Still there, and writable by the app.
    await query(url, `INSERT INTO staff_entered (note) VALUES ('and Saturday at 5')`);
    expect(await query(url, 'SELECT id, note FROM staff_entered ORDER BY id')).toEqual([
      { id: 1, note: 'Friday closes at 3' },
      { id: 2, note: 'and Saturday at 5' },
    ]);
    const [fn] = await query<{ owner: string }>(
      url,
      `SELECT pg_get_userbyid(proowner) AS owner FROM pg_proc WHERE proname = 'old_trigger_fn'`,
    );
    expect(fn.owner).toBe('furnace_app');
    await stopChild(child);
    running = null;
  });
});

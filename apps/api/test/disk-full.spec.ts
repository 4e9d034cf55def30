import request from 'supertest';
import { DISK_FULL_MESSAGE } from '@furnace/contracts';
import { diskFullError } from '../src/database/database-failure';
import { signIn } from './auth-helpers';
import { makePng } from './support/fixtures';
import { sql, useTestApp } from './test-app';

/** A full disk once gave a generic 500. */
describe('a full disk is 507 with a clear message', () => {
  const api = useTestApp();

  it("PostgreSQL's disk_full on a write (an upload) answers 507 and the sentence", async () => {
    const token = await signIn(api);
    // PostgreSQL's own error for a full disk, raised where an upload writes.
    await sql(
      api.databaseUrl,
      `CREATE FUNCTION pretend_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$;
       CREATE TRIGGER pretend_disk_full BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION pretend_disk_full();`,
    );
    const res = await request(api.url)
      .post('/api/v1/events')
      .set('authorization', `Bearer ${token}`)
      .field('title', 'Too much')
      .field('description', 'x')
      .field('event_start', '2030-01-01T10:00:00')
      .attach('image', await makePng(), 'a.png');
    expect(res.status).toBe(507);
    expect(res.body).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      message: DISK_FULL_MESSAGE,
    });
    await sql(api.databaseUrl, 'DROP TRIGGER pretend_disk_full ON events');
  });

  it("recognises Node's ENOSPC (file and backup writes), also wrapped, and nothing else", () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    expect(diskFullError(enospc)).toEqual({ statusCode: 507, message: DISK_FULL_MESSAGE });
    expect(diskFullError(new Error('backup failed', { cause: enospc }))?.statusCode).toBe(507);
    expect(diskFullError({ driverError: { code: '53100' } })?.statusCode).toBe(507);
    expect(diskFullError(Object.assign(new Error('x'), { code: 'EACCES' }))).toBeNull();
    expect(diskFullError(null)).toBeNull();
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, useTestApp } from './test-app';

describe('health', () => {
  const api = useTestApp();

  it('reports the database up', async () => {
    const res = await request(api.url).get('/api/v1/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: 'up',
      disk: 'ok',
      disk_free_mb: expect.any(Number),
    });
    expect(res.body.disk_free_mb).toBeGreaterThan(0);
  });

  it('reports a disk with less free space than DISK_LOW_MB as low, still ready', async () => {
    // The real disk under DATA_DIR, measured against a mark above any disk's size (10 TB).
    const lowDisk = await startTestApp({ env: { DISK_LOW_MB: '10485760' } });
    try {
      const res = await request(lowDisk.url).get('/api/v1/health').expect(200);
      expect(res.body).toMatchObject({ status: 'ok', database: 'up', disk: 'low' });
      expect(res.body.disk_free_mb).toBeLessThan(10485760);
    } finally {
      await lowDisk.close();
    }
  });

  it('serves the OpenAPI docs', async () => {
    await request(api.url).get('/api/docs-json').expect(200).expect('content-type', /json/);
  });

  it('answers 503 with database down when the database is gone', async () => {
    await api.app.get(DataSource).destroy();
    const res = await request(api.url).get('/api/v1/health').expect(503);
    expect(res.body).toMatchObject({ status: 'error', database: 'down', disk: 'ok' });
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './test-app';

describe('health', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('reports the database up', async () => {
    const res = await request(api.url).get('/api/v1/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI docs', async () => {
    await request(api.url).get('/api/docs-json').expect(200).expect('content-type', /json/);
  });

  it('answers 503 with database down when the database is gone', async () => {
    await api.app.get(DataSource).destroy();
    const res = await request(api.url).get('/api/v1/health').expect(503);
    expect(res.body).toEqual({ status: 'error', database: 'down' });
  });
});

import request from 'supertest';
import { signIn } from './auth-helpers';
import { sql, startTestApp, type TestApp } from './test-app';

/** A test app for the file and an editor's token: `({ api, token } = await startSignedIn())`. */
export async function startSignedIn(): Promise<{ api: TestApp; token: string }> {
  const api = await startTestApp();
  return { api, token: await signIn(api) };
}

/** Everything the hours are made of, exactly as stored: a refusal must change none of it. */
export async function storedHours(api: TestApp) {
  const all = (table: string, order: string) =>
    sql(api.databaseUrl, `SELECT * FROM ${table} ORDER BY ${order}`);
  return {
    week: await all('opening_hour_ranges', 'day_of_week, open_time'),
    seasons: await all('seasons', 'id'),
    seasonRanges: await all('season_ranges', 'season_id, day_of_week, open_time'),
    specialDays: await all('special_days', 'id'),
    specialRanges: await all('special_day_ranges', 'special_day_id, open_time'),
  };
}

export const range = (open_time: string, close_time: string) => ({ open_time, close_time });

/** A day as GET /hours lists it: open in one range from `open` to `close`, or closed without. */
export const hoursDay = (day_of_week: string, open?: string, close?: string) =>
  open && close
    ? { day_of_week, open_time: open, close_time: close, ranges: [range(open, close)] }
    : { day_of_week, open_time: null, close_time: null, ranges: [] };

/** The public status at `at` (an ISO instant). */
export const statusAt = async (api: TestApp, at: string) =>
  (await request(api.url).get('/api/v1/hours/status').query({ at }).expect(200)).body;

/** One resolved day of GET /hours/schedule. */
export const scheduleDay = async (api: TestApp, date: string) =>
  (await request(api.url).get('/api/v1/hours/schedule').query({ from: date, days: 1 }).expect(200))
    .body.days[0];

/** `send()` is answered 400 with a message matching `message` (naming the field); nothing changes. */
export async function expectRefused(api: TestApp, send: () => request.Test, message: RegExp) {
  const before = await storedHours(api);
  const res = await send();
  expect({ status: res.status, body: res.body }).toEqual({
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) },
  });
  expect(await storedHours(api)).toEqual(before);
}

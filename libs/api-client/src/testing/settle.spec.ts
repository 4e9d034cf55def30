// The shared jsdom setup's guard (settle.ts): after each test it waits for the fake API's answers
// still on their way, then fails the test if a rejection was left unhandled.
import { waitFor } from '@testing-library/react';
import {
  http,
  HttpResponse,
  requestsInFlight,
  server,
  settleFakeApi,
  takeUnhandledRejections,
} from './index';

describe('the guard against rejections left behind', () => {
  it('lets a save nobody awaits be refused, then reports the rejection it left', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/v1/late', async () => {
        await released;
        return HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 });
      }),
    );
    // What a test can leave behind: a save it started and never awaited, rejected once refused.
    const save = fetch('/api/v1/late', { method: 'POST' }).then((response) => {
      if (!response.ok) throw new Error(`refused: ${response.status}`);
    });
    await waitFor(() => expect(requestsInFlight()).toBe(1));
    expect(takeUnhandledRejections()).toEqual([]);

    release();
    await settleFakeApi();
    expect(requestsInFlight()).toBe(0);
    const left = takeUnhandledRejections();
    expect(left.map(({ error }) => (error as Error).message)).toEqual(['refused: 401']);
    expect(left[0].promise).toBe(save);

    // Handled now, so that Jest itself does not fail this test for it: a few turns of the event
    // loop let Node report the late handler.
    await save.catch(() => undefined);
    await settleFakeApi();
  });
});

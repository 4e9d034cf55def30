/**
 * @jest-environment node
 */
// The server half of a read (docs/adr/0012): a render with the server's QueryClient waits for the
// API's answer, shows it, and hands it on dehydrated; every render of the page does (each has its
// own client), a read only the browser can make renders as still loading, and a read not enabled
// yet is neither made nor loading.
import { dehydrate } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createServerQueryClient } from './query-client';
import { useApiQuery } from './use-api-query';

function Status() {
  const status = useApiQuery<{ message: string }>('/hours/status', () =>
    Promise.reject(new Error('browser only')),
  );
  const file = useApiQuery('HEAD /files/flyer.pdf', () => Promise.resolve(true));
  const later = useApiQuery('/events', () => Promise.resolve([]), { enabled: false });
  return (
    <p>
      {status.loading ? 'loading' : status.data?.message}
      {file.loading ? ' / file unknown' : ' / file checked'}
      {later.loading || later.data ? ' / events read' : ' / events not read'}
    </p>
  );
}

async function renderOnServer(message: string) {
  const asked: string[] = [];
  const queries = createServerQueryClient(async (path) => {
    asked.push(path);
    await new Promise((resolve) => setImmediate(resolve)); // the API answers later, as it does
    return { message };
  }, '');
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queries}>
      <Status />
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, asked, answers: dehydrate(queries).queries.map((query) => query.queryKey) };
}

it('every server render of a page waits for its reads and hands them on; a browser-only read stays loading; a disabled one is not made', async () => {
  for (const message of ['Open today', 'Closed today', 'Open today']) {
    const page = await renderOnServer(message);
    expect(page.html).toBe(`<p>${message}<!-- --> / file unknown<!-- --> / events not read</p>`);
    expect(page.asked).toEqual(['/hours/status']);
    expect(page.answers).toEqual([['/hours/status']]);
  }
});

function Sign({ missing }: { missing?: boolean }) {
  const sign = useApiQuery<{ title: string }, null>(
    '/signs/west-gate',
    () => Promise.reject(new Error('browser only')),
    missing ? { missing: null } : {},
  );
  if (sign.loading) return <p>loading</p>;
  return <p>{sign.data === null ? 'not found' : sign.data ? sign.data.title : 'failed'}</p>;
}

async function renderSign(status: number, missing: boolean) {
  const queries = createServerQueryClient(
    () => Promise.reject(Object.assign(new Error(`answered ${status}`), { status })),
    '',
  );
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={queries}>
      <Sign missing={missing} />
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, answers: dehydrate(queries).queries.map((query) => query.state.data) };
}

it("renders the `missing` value where the server's read is a 404, and hands it on; other failures stay failures", async () => {
  expect(await renderSign(404, true)).toEqual({ html: '<p>not found</p>', answers: [null] });
  expect(await renderSign(404, false)).toEqual({ html: '<p>failed</p>', answers: [] });
  expect(await renderSign(503, true)).toEqual({ html: '<p>failed</p>', answers: [] });
});

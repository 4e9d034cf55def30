import { act, renderHook, waitFor } from '@testing-library/react';
import { SERVER_ANSWERS_ELEMENT_ID } from '@furnace/contracts';
import { forgetServerAnswers, useApiQuery } from './use-api-query';

/** The page as the server sends it: the answers its render read, inlined. */
function inline(answers: Record<string, unknown>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_ANSWERS_ELEMENT_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.remove();
  forgetServerAnswers();
});

it('starts from the answer the page came with, without asking, and asks on a later mount', async () => {
  inline({ status: { status: 'OPEN' } });
  const load = jest.fn(async () => ({ status: 'CLOSED' }));
  const first = renderHook(() => useApiQuery('status', load));
  expect(first.result.current).toMatchObject({ data: { status: 'OPEN' }, loading: false });
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  first.unmount();

  const later = renderHook(() => useApiQuery('status', load));
  expect(later.result.current).toMatchObject({ data: undefined, loading: true });
  await waitFor(() => expect(later.result.current.data).toEqual({ status: 'CLOSED' }));
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads as before when the page has no answer for the key', async () => {
  inline({ other: 1 });
  const load = jest.fn(async () => 42);
  const { result } = renderHook(() => useApiQuery('mine', load));
  expect(result.current).toMatchObject({ data: undefined, loading: true });
  await waitFor(() => expect(result.current.data).toBe(42));
});

it('a new key starts from empty, and going back to the first key asks again', async () => {
  inline({ a: 'from the page' });
  const load = jest.fn(async (signal: AbortSignal) => (signal.aborted ? 'x' : 'asked'));
  const { result, rerender } = renderHook(({ key }) => useApiQuery(key, load), {
    initialProps: { key: 'a' },
  });
  expect(result.current.data).toBe('from the page');
  rerender({ key: 'b' });
  await waitFor(() => expect(result.current.data).toBe('asked'));
  rerender({ key: 'a' });
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
});

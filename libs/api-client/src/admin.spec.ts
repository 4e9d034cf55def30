import { ERRORS, STORED_USER_KEY } from '@furnace/contracts';
import { createEvent, deleteEvent, editEvent, fetchAllEvents } from './admin-events';
import { setHoliday, setHours } from './admin-hours';
import { UNAUTHORIZED_EVENT } from './session';
import { installFakeXhr } from './testing/fake-xhr';

const respond = (status: number, body: unknown = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const signIn = (token = 'tok') =>
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ username: 'ada', accessToken: token }));
const image = new File(['png'], 'photo.png', { type: 'image/png' });
const pdf = new File(['%PDF-'], 'flyer.pdf', { type: 'application/pdf' });

describe('admin calls', () => {
  const fetchMock = jest.fn();
  let xhr: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  it('every write fails with "Not authenticated" without a stored token, before any request', async () => {
    const calls = [
      () => setHours({ day: 'Friday', start_time: '09:00:00', end_time: '16:00:00' }),
      () => setHoliday({ date: '2026-12-25', description: 'Christmas' }),
      () =>
        createEvent({ title: 't', description: 'd', event_start: '2026-01-01T10:00:00', image }),
      () => editEvent(1, { title: 'x' }),
      () => deleteEvent(1),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(ERRORS.notAuthenticated);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhr.sent).toHaveLength(0);
  });

  it('setHours posts the JSON payload with the bearer token', async () => {
    signIn();
    fetchMock.mockReturnValue(respond(200, { message: 'ok' }));
    await expect(
      setHours({ day: 'Friday', start_time: '09:30:00', end_time: null }),
    ).resolves.toEqual({ message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/hours/set');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body)).toEqual({
      day: 'Friday',
      start_time: '09:30:00',
      end_time: null,
    });
  });

  it('raises the catalogue texts with the status', async () => {
    signIn();
    fetchMock.mockReturnValue(respond(400));
    await expect(setHours({ day: 'Friday', start_time: null, end_time: null })).rejects.toThrow(
      'Error setting hours: 400',
    );
    await expect(setHoliday({ date: 'x', description: null })).rejects.toThrow(
      'Error setting holiday: 400',
    );
    await expect(deleteEvent(3)).rejects.toThrow('Error deleting event: 400');
    await expect(fetchAllEvents()).rejects.toThrow('Error getting events: 400');
    xhr.answer(400, 'Bad Request');
    await expect(
      createEvent({ title: 't', description: 'd', event_start: 'x', image }),
    ).rejects.toThrow('Error creating event: Bad Request');
    xhr.answer(413, 'Payload Too Large');
    await expect(editEvent(3, { title: 't' })).rejects.toThrow(
      'Error editing event: Payload Too Large',
    );
  });

  it('a 401 on a JSON call or an upload signals the auth layer once per answer', async () => {
    signIn('expired');
    const heard = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, heard);
    fetchMock.mockReturnValue(respond(401));
    await expect(fetchAllEvents()).rejects.toThrow('Error getting events: 401');
    expect(heard).toHaveBeenCalledTimes(1);
    xhr.answer(401, 'Unauthorized');
    await expect(editEvent(1, { title: 'x' })).rejects.toThrow('Error editing event: Unauthorized');
    expect(heard).toHaveBeenCalledTimes(2);
    fetchMock.mockReturnValue(respond(400));
    await expect(deleteEvent(1)).rejects.toThrow();
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(UNAUTHORIZED_EVENT, heard);
  });

  it('createEvent sends every field, the defaults and the image, and reports progress', async () => {
    signIn();
    xhr.answer(201, 'Created', { id: 7 });
    const progress = jest.fn();
    const created = await createEvent(
      { title: 'Night tour', description: 'By lantern', event_start: '2026-10-31T19:00:00', image },
      progress,
    );
    expect(created).toEqual({ id: 7 });
    const { method, url, headers, body } = xhr.sent[0];
    expect([method, url, headers.Authorization]).toEqual(['POST', '/api/v1/events', 'Bearer tok']);
    expect(Object.fromEntries(body.entries())).toEqual({
      title: 'Night tour',
      description: 'By lantern',
      event_start: '2026-10-31T19:00:00',
      category: 'Default Category',
      link_text: '',
      link_url: 'https://example.org/',
      image: expect.any(File),
    });
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it('createEvent sends the optional PDF in the same request', async () => {
    signIn();
    xhr.answer(201, 'Created', { id: 8 });
    await createEvent({
      title: 't',
      description: 'd',
      event_start: '2026-10-31T19:00:00',
      image,
      pdf,
    });
    expect(xhr.sent[0].body.get('pdf')).toBeInstanceOf(File);
  });

  it('editEvent leaves blank and null fields out of the PATCH', async () => {
    signIn();
    xhr.answer(200, 'OK', { id: 3 });
    await editEvent(3, {
      title: '  ',
      description: 'New words',
      link_text: null,
      event_start: '2026-05-01T10:30:00',
      pdf,
    });
    const { method, url, body } = xhr.sent[0];
    expect([method, url]).toEqual(['PATCH', '/api/v1/events/3']);
    expect([...body.keys()].sort()).toEqual(['description', 'event_start', 'pdf']);
    expect(body.get('event_start')).toBe('2026-05-01T10:30:00');
  });
});

import { ERRORS, EVENT_LIFECYCLE_DEFAULTS, STORED_USER_KEY } from '@furnace/contracts';
import { createEvent, deleteEvent, editEvent, fetchAdminEvents } from '../events/admin-events';
import { setHoliday, setHoursRanges } from '../hours/admin-schedule';
import { isServiceUnavailable } from './http';
import { UNAUTHORIZED_EVENT } from './session';
import { apiProblem, http, museumApi, requestsTo, server, signIn } from '../testing';

const image = new File(['png'], 'photo.png', { type: 'image/png' });
const pdf = new File(['%PDF-'], 'flyer.pdf', { type: 'application/pdf' });
/** Every endpoint answers `status` (the API's error shape). */
const everythingAnswers = (status: number) =>
  server.use(http.all('/api/v1/*', () => apiProblem(status)));

describe('admin calls', () => {
  it('every write fails with "Not authenticated" without a stored token, before any request', async () => {
    const calls = [
      () => setHoursRanges({ day: 'Friday', start_time: '09:00:00', end_time: '16:00:00' }),
      () => setHoliday({ date: '2026-12-25', description: 'Christmas' }),
      () =>
        createEvent({ title: 't', description: 'd', event_start: '2026-01-01T10:00:00', image }),
      () => editEvent(1, { title: 'x' }),
      () => deleteEvent(1),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(ERRORS.notAuthenticated);
    expect(museumApi.requests).toHaveLength(0);
  });

  it('setHoursRanges posts the JSON payload with the bearer token', async () => {
    signIn();
    await expect(
      setHoursRanges({ day: 'Friday', start_time: '09:30:00', end_time: null }),
    ).resolves.toEqual({ message: 'Hours updated successfully' });
    const [sent] = requestsTo('POST', '/api/v1/hours/set');
    expect(sent.authorization).toBe('Bearer tok');
    expect(sent.body).toEqual({ day: 'Friday', start_time: '09:30:00', end_time: null });
  });

  it('raises the catalogue texts with the status', async () => {
    signIn();
    everythingAnswers(400);
    await expect(
      setHoursRanges({ day: 'Friday', start_time: null, end_time: null }),
    ).rejects.toThrow('Error setting hours: 400');
    await expect(setHoliday({ date: 'x', description: null })).rejects.toThrow(
      'Error setting holiday: 400',
    );
    await expect(deleteEvent(3)).rejects.toThrow('Error deleting event: 400');
    await expect(fetchAdminEvents('upcoming', 1)).rejects.toThrow('Error getting events: 400');
    // Uploads go through XMLHttpRequest (MSW intercepts it too) and quote the status text.
    await expect(
      createEvent({ title: 't', description: 'd', event_start: 'x', image }),
    ).rejects.toThrow('Error creating event: Bad Request');
    server.use(http.patch('/api/v1/events/:id', () => apiProblem(413)));
    await expect(editEvent(3, { title: 't' })).rejects.toThrow(
      'Error editing event: Payload Too Large',
    );
  });

  it('a 401 on a JSON call or an upload signals the auth layer once per answer', async () => {
    signIn('expired'); // a token the fake API does not know answers 401, like an expired one
    const heard = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, heard);
    await expect(fetchAdminEvents('upcoming', 1)).rejects.toThrow('Error getting events: 401');
    expect(heard).toHaveBeenCalledTimes(1);
    await expect(editEvent(1, { title: 'x' })).rejects.toThrow('Error editing event: Unauthorized');
    expect(heard).toHaveBeenCalledTimes(2);
    everythingAnswers(400);
    await expect(deleteEvent(1)).rejects.toThrow();
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(UNAUTHORIZED_EVENT, heard);
  });

  it('a 503 (the database of the API is down) never signals the auth layer, and is recognised as "try again"', async () => {
    signIn('tok');
    const heard = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, heard);
    everythingAnswers(503);
    const failures = [
      setHoursRanges({ day: 'Monday', start_time: '09:00:00', end_time: '16:00:00' }),
      setHoliday({ date: '2030-01-01', description: 'New Year' }),
      fetchAdminEvents('upcoming', 1),
      deleteEvent(1),
      editEvent(1, { title: 'x' }),
      createEvent({
        title: 't',
        description: 'd',
        event_start: '2030-06-15T10:30:00',
        link_text: '',
        image,
      }),
    ].map((call) =>
      call.then(
        () => null,
        (error: unknown) => error,
      ),
    );
    const errors = await Promise.all(failures);
    expect(errors.map(isServiceUnavailable)).toEqual([true, true, true, true, true, true]);
    expect(errors[0]).toHaveProperty('message', 'Error setting hours: 503');
    expect(heard).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORED_USER_KEY)).not.toBeNull();
    expect(isServiceUnavailable(new Error('x'))).toBe(false);
    window.removeEventListener(UNAUTHORIZED_EVENT, heard);
  });

  it('createEvent sends every field, the defaults and the image, and reports progress', async () => {
    signIn();
    const progress = jest.fn();
    const created = await createEvent(
      { title: 'Night tour', description: 'By lantern', event_start: '2026-10-31T19:00:00', image },
      progress,
    );
    expect(created).toMatchObject({ id: 1, title: 'Night tour', image: '/static/event_images/1' });
    const [sent] = requestsTo('POST', '/api/v1/events');
    expect(sent.authorization).toBe('Bearer tok');
    const body = sent.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      title: 'Night tour',
      description: 'By lantern',
      event_start: '2026-10-31T19:00:00',
      category: 'Default Category',
      link_text: '',
      link_url: 'https://example.org/',
      image: expect.any(File),
    });
    expect((body.get('image') as File).name).toBe('photo.png');
    // The upload's progress events: the whole body was sent before the answer came.
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('createEvent sends the optional PDF in the same request', async () => {
    signIn();
    const created = await createEvent({
      title: 't',
      description: 'd',
      event_start: '2026-10-31T19:00:00',
      image,
      pdf,
    });
    const [sent] = requestsTo('POST', '/api/v1/events');
    expect((sent.body as FormData).get('pdf')).toBeInstanceOf(File);
    expect(created.pdf).toBe('/static/event_info/1.pdf');
  });

  it('editEvent leaves blank and null fields out of the PATCH', async () => {
    signIn();
    museumApi.events = [
      {
        ...EVENT_LIFECYCLE_DEFAULTS,
        id: 3,
        title: 'Old title',
        description: 'Old words',
        category: 'Default Category',
        start_date: '2026-04-01T10:00:00',
        link_text: 'More',
        link_url: 'https://example.org/',
        image: '/static/event_images/3',
        pdf: null,
      },
    ];
    const edited = await editEvent(3, {
      title: '  ',
      description: 'New words',
      link_text: null,
      event_start: '2026-05-01T10:30:00',
      pdf,
    });
    const [sent] = requestsTo('PATCH', '/api/v1/events/3');
    const body = sent.body as FormData;
    expect([...body.keys()].sort()).toEqual(['description', 'event_start', 'pdf']);
    expect(body.get('event_start')).toBe('2026-05-01T10:30:00');
    expect(edited).toMatchObject({
      title: 'Old title',
      description: 'New words',
      link_text: 'More',
    });
  });
});

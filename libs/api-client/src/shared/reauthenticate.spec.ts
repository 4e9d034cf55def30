import { STORED_USER_KEY } from '@furnace/contracts';
import { waitFor } from '@testing-library/react';
import { createEvent, deleteEvent, editEvent, fetchAdminEvents } from '../events/admin-events';
import { setHoursRanges } from '../hours/admin-schedule';
import { UNAUTHORIZED_EVENT, setReauthenticate } from './session';
import { museumApi, requestsTo, signIn } from '../testing';

const image = new File(['png'], 'photo.png', { type: 'image/png' });

/** A dialog stand-in: "signs in" by storing the good token, or declines. */
function dialog(outcome: 'signs in' | 'declines') {
  return jest.fn(async () => {
    if (outcome === 'declines') return false;
    signIn('tok');
    return true;
  });
}

describe('a save refused for an expired session', () => {
  let heard: jest.Mock;
  let unregister: (() => void) | null = null;
  beforeEach(() => {
    heard = jest.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, heard);
  });
  afterEach(() => {
    window.removeEventListener(UNAUTHORIZED_EVENT, heard);
    unregister?.();
    unregister = null;
  });

  it('asks to sign in again, then sends the same upload once more and finishes', async () => {
    signIn('expired');
    const ask = dialog('signs in');
    unregister = setReauthenticate(ask);
    const created = await createEvent({
      title: 'Forge night',
      description: 'Sparks',
      event_start: '2026-12-05T18:00:00',
      image,
      location: 'Casting shed',
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(created.title).toBe('Forge night');
    expect(created.location).toBe('Casting shed');
    const sent = requestsTo('POST', '/api/v1/events');
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer expired', 'Bearer tok']);
    // The retry carries the same image and fields.
    const retried = sent[1].body as FormData;
    expect((retried.get('image') as File).name).toBe('photo.png');
    expect(retried.get('title')).toBe('Forge night');
    expect(heard).not.toHaveBeenCalled();
    expect(museumApi.events).toHaveLength(1);
  });

  it('retries a JSON save (fetch) and a delete the same way', async () => {
    signIn('expired');
    unregister = setReauthenticate(dialog('signs in'));
    await expect(
      setHoursRanges({ day: 'Friday', start_time: '09:00:00', end_time: '16:00:00' }),
    ).resolves.toEqual({ message: 'Hours updated successfully' });
    expect(requestsTo('POST', '/api/v1/hours/set')).toHaveLength(2);
    museumApi.events = [];
    signIn('expired-again');
    await expect(deleteEvent(1)).rejects.toThrow('Error deleting event: 404');
    expect(requestsTo('DELETE', '/api/v1/events/1').map((r) => r.authorization)).toEqual([
      'Bearer expired-again',
      'Bearer tok',
    ]);
  });

  it('asks once for several saves refused at the same time', async () => {
    signIn('expired');
    let finish: (value: boolean) => void = () => undefined;
    const ask = jest.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = (value) => {
            signIn('tok');
            resolve(value);
          };
        }),
    );
    unregister = setReauthenticate(ask);
    museumApi.events = [];
    // Each upload's answer counted once the page has read it (its XMLHttpRequest's loadend).
    const RealXhr = window.XMLHttpRequest;
    let answered = 0;
    const xhr = jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => {
      const request = new RealXhr();
      request.addEventListener('loadend', () => answered++);
      return request;
    });
    try {
      const saves = Promise.all([
        createEvent({ title: 'a', description: 'd', event_start: '2026-12-05T18:00:00', image }),
        createEvent({ title: 'b', description: 'd', event_start: '2026-12-06T18:00:00', image }),
      ]);
      // Both saves have been refused and are waiting while the dialog is still open.
      await waitFor(() => expect(answered).toBe(2));
      expect(requestsTo('POST', '/api/v1/events').map((r) => r.authorization)).toEqual([
        'Bearer expired',
        'Bearer expired',
      ]);
      expect(ask).toHaveBeenCalledTimes(1);
      finish(true);
      await expect(saves).resolves.toHaveLength(2);
      expect(ask).toHaveBeenCalledTimes(1);
      expect(museumApi.events.map((event) => event.title).sort()).toEqual(['a', 'b']);
    } finally {
      xhr.mockRestore();
    }
  });

  it('asks before sending when the token is gone altogether', async () => {
    const ask = dialog('signs in');
    unregister = setReauthenticate(ask);
    await editEvent(1, { title: 'x' }).catch(() => undefined);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(requestsTo('PATCH', '/api/v1/events/1').map((r) => r.authorization)).toEqual([
      'Bearer tok',
    ]);
  });

  it('declined: the save fails with its usual text, nobody is signed out, nothing is re-sent', async () => {
    signIn('expired');
    unregister = setReauthenticate(dialog('declines'));
    await expect(editEvent(1, { title: 'x' })).rejects.toThrow('Error editing event: Unauthorized');
    expect(requestsTo('PATCH', '/api/v1/events/1')).toHaveLength(1);
    expect(heard).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORED_USER_KEY)).toContain('expired');
  });

  it('a read (GET) never asks: a 401 signs out as before', async () => {
    signIn('expired');
    const ask = dialog('signs in');
    unregister = setReauthenticate(ask);
    await expect(fetchAdminEvents('upcoming', 1)).rejects.toThrow('Error getting events: 401');
    expect(ask).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('with no dialog registered, a 401 on a save signals the auth layer as before', async () => {
    signIn('expired');
    await expect(editEvent(1, { title: 'x' })).rejects.toThrow('Error editing event: Unauthorized');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

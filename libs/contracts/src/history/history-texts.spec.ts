import { describeChange, undoQuestion } from './history-texts';

const entry = (fields: Partial<Parameters<typeof describeChange>[0]>) => ({
  at: '2026-11-20T15:00:00.000Z',
  username: 'ada',
  action: 'set',
  entity: 'hours',
  entity_id: null,
  summary: 'A summary.',
  ...fields,
});

describe('the History in plain words', () => {
  it('tells hours from before and after, and what Undo puts back', () => {
    const friday = entry({
      username: 'maria',
      entity_id: 'Friday',
      before: { day: 'Friday', ranges: [{ open_time: '09:00:00', close_time: '16:00:00' }] },
      after: { day: 'Friday', ranges: [] },
    });
    expect(describeChange(friday)).toBe('maria closed Fridays (was 9:00 AM - 4:00 PM)');
    expect(undoQuestion(friday)).toBe('Undo sets Fridays back to 9:00 AM - 4:00 PM. Go ahead?');
    const opened = entry({
      before: { day: 'Monday', ranges: [] },
      after: { day: 'Monday', ranges: [{ open_time: '10:00:00', close_time: '15:00:00' }] },
    });
    expect(describeChange(opened)).toBe('ada set Mondays to 10:00 AM - 3:00 PM (was closed)');
  });

  it('tells holidays, events, alerts and accounts by name', () => {
    expect(
      describeChange(
        entry({
          entity: 'holidays',
          before: { date: '2026-12-25', description: null },
          after: { date: '2026-12-25', description: 'Christmas' },
        }),
      ),
    ).toBe('ada closed 2026-12-25 for Christmas');
    const created = entry({ entity: 'events', action: 'create', after: { title: 'Lantern tour' } });
    expect(describeChange(created)).toBe('ada created the event Lantern tour');
    const changed = entry({
      entity: 'events',
      action: 'update',
      before: { title: 'Lantern tour', start_date: '2026-12-01', updated_at: 'a' },
      after: { title: 'Lantern tour', start_date: '2026-12-02', updated_at: 'b' },
    });
    expect(describeChange(changed)).toBe('ada changed the event Lantern tour (start date)');
    expect(undoQuestion(changed)).toBe(
      'Undo puts the event Lantern tour back as it was (start date). Go ahead?',
    );
    const deleted = entry({ entity: 'events', action: 'delete', before: { title: 'Night tour' } });
    expect(undoQuestion(deleted)).toBe(
      'Undo brings the event Night tour back from the trash. Go ahead?',
    );
    const alert = entry({ entity: 'alerts', action: 'create', after: { message: 'Snow' } });
    expect(describeChange(alert)).toBe('ada published the alert "Snow"');
    const role = entry({
      entity: 'users',
      action: 'update',
      before: { username: 'bob', role: 'editor', disabled: false },
      after: { username: 'bob', role: 'admin', disabled: false },
    });
    expect(describeChange(role)).toBe('ada made bob an admin');
    expect(undoQuestion(role)).toBe('Undo makes bob an editor again. Go ahead?');
  });

  it('reads an entry of a kind it does not know as its summary', () => {
    const signIn = entry({ entity: 'sessions', action: 'login', summary: 'Signed in.' });
    expect(describeChange(signIn)).toBe('ada: Signed in.');
    expect(describeChange({ ...signIn, username: null })).toBe('Someone: Signed in.');
    expect(undoQuestion(signIn)).toBe('Undo puts back what was there before: Signed in. Go ahead?');
  });
});

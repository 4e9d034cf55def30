import { toEventView } from '../../components/event-card/event-view';
import { groupEvents } from './group-events';

const view = (id: number, start_date: string | null) =>
  toEventView({ id, title: `E${id}`, start_date: start_date as string });

describe('groupEvents', () => {
  it('orders years, months and events by date, with undated events last under Date TBD', () => {
    const groups = groupEvents([
      view(1, '2026-03-02T10:00:00'),
      view(2, null),
      view(3, '2025-12-31T23:00:00'),
      view(4, '2026-03-01T10:00:00'),
      view(5, '2026-01-15T10:00:00'),
    ]);
    expect(
      groups.map((g) => [g.year, g.months.map((m) => [m.month, m.events.map((e) => e.id)])]),
    ).toEqual([
      ['2025', [['December', [3]]]],
      [
        '2026',
        [
          ['January', [5]],
          ['March', [4, 1]],
        ],
      ],
      ['Date TBD', [['', [2]]]],
    ]);
  });
});

import { EVENT_STATUS_NOTE_MAX_LENGTH, EVENT_STATUSES, type EventStatus } from '@furnace/contracts';
import { Rule, Trim } from '../common/validation';

/** PUT /events/{id}/occurrences/{date}: that occurrence's own status (docs/api.md "Events"). */
export class OccurrenceChangeDto {
  @Trim()
  @Rule('status', (value) =>
    typeof value === 'string' && (EVENT_STATUSES as readonly string[]).includes(value)
      ? null
      : `status must be one of ${EVENT_STATUSES.join(', ')}.`,
  )
  status!: EventStatus;

  @Trim()
  @Rule('status_note', (value) =>
    value === undefined || value === null
      ? null
      : typeof value !== 'string'
        ? 'status_note must be text.'
        : value.length > EVENT_STATUS_NOTE_MAX_LENGTH
          ? `status_note must be at most ${EVENT_STATUS_NOTE_MAX_LENGTH} characters.`
          : null,
  )
  status_note?: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { ALERT_LEVELS, ALERT_TEXTS, MAX_ALERT_MESSAGE, type AlertLevel } from '@furnace/contracts';
import { parseInstant } from '../common/instant';
import { Rule, Trim } from '../common/validation';

/** POST /alerts body (docs/api.md, "Site content and alerts"); each refusal names its field. */
export class CreateAlertDto {
  @ApiProperty({ maxLength: MAX_ALERT_MESSAGE, example: 'Closed today because of snow.' })
  @Trim()
  @Rule('alertMessage', (value) => {
    if (typeof value !== 'string' || value === '') return ALERT_TEXTS.messageRequired;
    return value.length > MAX_ALERT_MESSAGE ? ALERT_TEXTS.messageTooLong : null;
  })
  message: string;

  @ApiProperty({ enum: ALERT_LEVELS })
  @Rule('alertLevel', (value) =>
    ALERT_LEVELS.includes(value as AlertLevel) ? null : ALERT_TEXTS.level,
  )
  level: AlertLevel;

  @ApiProperty({ example: '2026-12-24T08:00:00-05:00' })
  @Rule('alertStartsAt', (value) => (parseInstant(value) ? null : ALERT_TEXTS.startsAt))
  starts_at: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-12-24T17:00:00-05:00' })
  @Rule('alertEndsAt', (value, alert) => {
    if (value === null || value === undefined) return null;
    const ends = parseInstant(value);
    if (!ends) return ALERT_TEXTS.endsAt;
    const starts = parseInstant(alert.starts_at);
    if (starts && ends <= starts) return ALERT_TEXTS.endsBeforeStart;
    // An end already past (ALERT_TEXTS.endsInPast) is refused by AlertsService.create, which has
    // the clock; no rule after this one could refuse the body first.
    return null;
  })
  ends_at?: string | null;
}

import { ApiProperty } from '@nestjs/swagger';
import { WEEKDAYS } from '@furnace/contracts';
import { Allow } from 'class-validator';

/**
 * POST /hours/set body. Checked by parseSetHours (cross-field rules and exact messages), so the
 * fields are only allowed through here, not validated.
 */
export class SetHoursDto {
  @ApiProperty({ enum: WEEKDAYS })
  @Allow()
  day: unknown;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '09:00:00',
    description: 'HH:MM or HH:MM:SS; null with end_time null clears the day',
  })
  @Allow()
  start_time: unknown;

  @ApiProperty({ type: String, nullable: true, example: '16:00:00' })
  @Allow()
  end_time: unknown;
}

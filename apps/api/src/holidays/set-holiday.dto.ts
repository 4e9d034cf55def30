import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** POST /holidays/set body; checked by parseSetHoliday. */
export class SetHolidayDto {
  @ApiProperty({ example: '2025-12-25', description: 'YYYY-MM-DD' })
  @Allow()
  date: unknown;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 255,
    description: 'null or empty deletes the holiday',
  })
  @Allow()
  description: unknown;
}

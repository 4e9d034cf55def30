import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A holiday or special closure: the museum is closed all day on holidayDate. */
@Entity({ name: 'holidays' })
export class HolidayEntity {
  /** 'YYYY-MM-DD' (TypeORM hands `date` columns over as strings, not as time-zone-shifted Dates). */
  @PrimaryColumn({ name: 'holiday_date', type: 'date' })
  holidayDate: string;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One weekday's hours; both times null means closed that day. Schema: see the migrations. */
@Entity({ name: 'opening_hours' })
export class OpeningHoursEntity {
  @PrimaryColumn({ name: 'day_of_week', type: 'text' })
  dayOfWeek: string;

  /** 'HH:MM:SS' museum local time (pg returns `time` as text). */
  @Column({ name: 'open_time', type: 'time', nullable: true })
  openTime: string | null;

  @Column({ name: 'close_time', type: 'time', nullable: true })
  closeTime: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

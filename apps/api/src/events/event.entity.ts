import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A program or event. Schema: see the migrations; queries are plain SQL in EventsRepository. */
@Entity({ name: 'events' })
@Index('events_starts_at_idx', ['startsAt', 'id'])
export class EventEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 100, default: 'Default Category' })
  category: string;

  /** The museum's wall-clock time; no zone on purpose (see the migration). */
  @Column({ name: 'starts_at', type: 'timestamp without time zone' })
  startsAt: Date;

  @Column({ name: 'link_text', type: 'varchar', length: 200, default: '' })
  linkText: string;

  @Column({ name: 'link_url', type: 'varchar', length: 2000, default: '' })
  linkUrl: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

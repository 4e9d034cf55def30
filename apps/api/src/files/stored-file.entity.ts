import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One stored file (bytes in PostgreSQL). Keys: see file-keys.ts. */
@Entity({ name: 'stored_files' })
export class StoredFileEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize: number;

  /** Strong validator, quoted, derived from the bytes' SHA-256. */
  @Column({ type: 'varchar', length: 100 })
  etag: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { TopicCache } from '../cache/topic-cache.service';
import { isDatabaseUnavailable } from '../database/database-failure';

/** Kept in memory, so visitors still get them while the database is down. */
const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;

const HEAD_COLUMNS =
  'content_type AS "contentType", byte_size AS "byteSize", etag, updated_at AS "updatedAt"';

export interface StoredFileHead {
  contentType: string;
  byteSize: number;
  etag: string;
  updatedAt: Date;
}

export type StoredFile = StoredFileHead & { data: Buffer };

/** Writes take the caller's transaction, so files change with their owner. */
@Injectable()
export class FileStore {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
  ) {}

  async put(tx: EntityManager, key: string, contentType: string, data: Buffer): Promise<void> {
    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
    await tx.query(
      `INSERT INTO stored_files (key, content_type, byte_size, etag, data) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, byte_size = EXCLUDED.byte_size,
         etag = EXCLUDED.etag, data = EXCLUDED.data, updated_at = now()`,
      [key, contentType, data.length, etag, data],
    );
  }

  /** Removes the given keys; returns how many existed. */
  async remove(tx: EntityManager, keys: readonly string[]): Promise<number> {
    // TypeORM answers a DELETE with [rows, affected count].
    const [, count] = (await tx.query('DELETE FROM stored_files WHERE key = ANY($1::text[])', [
      keys,
    ])) as [unknown[], number];
    return count;
  }

  file(key: string): Promise<StoredFile | null> {
    return this.cache.get('files', key, () => this.read(key, true) as Promise<StoredFile | null>, {
      size: (file) => (file && file.byteSize <= MAX_CACHED_FILE_BYTES ? file.byteSize : false),
    });
  }

  /** One file's headers alone (its bytes not read, nothing kept); in an outage, its kept copy's. */
  head(key: string): Promise<StoredFileHead | null> {
    const kept = this.cache.peek<StoredFile | null>('files', key);
    if (kept || this.cache.databaseDown) return kept ?? this.file(key);
    const read = () => this.read(key, false);
    return this.cache.get('files', `head ${key}`, read, { size: () => false }).catch((error) => {
      if (isDatabaseUnavailable(error)) return this.file(key);
      throw error;
    });
  }

  private async read(key: string, withData: boolean): Promise<StoredFileHead | StoredFile | null> {
    const [row] = (await this.db.query(
      `SELECT ${HEAD_COLUMNS}, CASE WHEN $2 THEN data END AS data FROM stored_files WHERE key = $1`,
      [key, withData],
    )) as (StoredFileHead & { data: Buffer | null })[];
    if (!row) return null;
    const { data, ...head } = row;
    return withData && data ? { ...head, data } : head;
  }
}

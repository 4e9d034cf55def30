import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CONTENT_DEFAULTS,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  CONTENT_TEXTS,
  type ContentKey,
  type ContentVersion,
  type SiteContent,
} from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, inTransaction, recordChange, type Actor } from '../audit/history';
import { TopicCache } from '../cache/topic-cache.service';
import { CLOCK, type Clock } from '../clock/clock';
import { isoColumn } from '../database/iso-column';
import { CachedJson } from '../common/cached-json';
import { checkIfMatch } from '../common/if-match';
import { checkedContent } from './content-params';

/** What GET /content serves: the values, and their bytes made once. */
export interface PublishedContent {
  content: SiteContent;
  body: CachedJson;
  /** When the next scheduled version is due (epoch ms). */
  nextDue?: number;
}

/** A ContentVersion's columns: `now` the placeholder of the time, `current` when a published one is. */
const versionColumns = (now: string, current: string) =>
  `id::int AS id, key, value, ${isoColumn('publish_at')}, ${isoColumn('created_at')}, username,
   restored_from::int AS restored_from, CASE WHEN publish_at > ${now} THEN 'scheduled'
     WHEN ${current} THEN 'current' ELSE 'published' END AS state`;

/** Every PUT adds a version; the one in force for a key is the newest whose publish_at has come. */
@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
    @Inject(CLOCK) private readonly clock: Clock,
    undo: Undo,
  ) {
    // A publish is undone by publishing the value it replaced (or the default), a scheduled
    // version by cancelling it.
    undo.set('content', async (entry, tx, actor) => {
      const key = entry.entity_id as ContentKey;
      if (entry.action === 'schedule')
        await this.cancelScheduled(key, (entry.after as ContentVersion).id, actor, tx);
      else await this.put(key, checkedContent(key, inForce(key, entry.before)), actor, { tx });
    });
  }

  async published(): Promise<PublishedContent> {
    const load = () => this.cache.get('content', 'published', () => this.loadPublished());
    const copy = await load();
    if (this.clock.now().getTime() < (copy.nextDue ?? Infinity)) return copy;
    // A "Publish at" has come: this copy is out of date (unless the database cannot answer).
    this.cache.invalidate('content');
    return load();
  }

  versions(key: ContentKey): Promise<ContentVersion[]> {
    const newest =
      'row_number() OVER (PARTITION BY publish_at <= $2 ORDER BY publish_at DESC, id DESC) = 1';
    return this.db.query(
      `SELECT ${versionColumns('$2', newest)} FROM content_versions
        WHERE key = $1 ORDER BY publish_at DESC, id DESC LIMIT 200`,
      [key, this.clock.now()],
    );
  }

  async restore(key: ContentKey, id: number, actor: Actor) {
    const [row] = (await this.db.query(
      'SELECT value FROM content_versions WHERE key = $1 AND id = $2',
      [key, id],
    )) as { value: unknown }[];
    if (!row) throw new NotFoundException(CONTENT_TEXTS.versionNotFound(key, id));
    // A version saved under an older schema is checked again.
    const value = checkedContent(key, inForce(key, row.value));
    return this.put(key, value, actor, { restoredFrom: id });
  }

  async cancelScheduled(key: ContentKey, id: number, actor: Actor, tx?: EntityManager) {
    return inTransaction(this.db, tx, async (tx) => {
      // The SELECT sees the table as it was before the DELETE.
      const [{ removed, found }] = (await tx.query(
        `WITH gone AS (DELETE FROM content_versions
                        WHERE key = $1 AND id = $2 AND publish_at > $3 RETURNING value)
         SELECT (SELECT value FROM gone) AS removed,
                EXISTS (SELECT 1 FROM content_versions WHERE key = $1 AND id = $2) AS found`,
        [key, id, this.clock.now()],
      )) as { removed: unknown; found: boolean }[];
      if (!found) throw new NotFoundException(CONTENT_TEXTS.versionNotFound(key, id));
      if (removed === null) throw new ConflictException(CONTENT_TEXTS.alreadyPublished(id));
      await recordChange(tx, actor, {
        entity: 'content',
        entityId: key,
        action: 'delete',
        summary: `${CONTENT_SCHEMAS[key].title}: the version ${id} scheduled is cancelled`,
        before: removed,
      });
      return { message: CONTENT_TEXTS.scheduleCancelled(id) };
    });
  }

  /** Adds a version, `value` checked already. */
  put(
    key: ContentKey,
    value: object,
    actor: Actor,
    options: {
      publishAt?: Date | null;
      restoredFrom?: number;
      tx?: EntityManager;
      ifMatch?: string;
    },
  ): Promise<{ message: string; version: ContentVersion }> {
    const { publishAt, restoredFrom, ifMatch } = options;
    return inTransaction(this.db, options.tx, async (tx) => {
      // One writer of a key at a time, so the If-Match check and the new version are one step.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content ${key}`]);
      const at = this.clock.now();
      const [current] = (await tx.query(
        `SELECT value FROM content_versions WHERE key = $1 AND publish_at <= $2
          ORDER BY publish_at DESC, id DESC LIMIT 1`,
        [key, at],
      )) as { value: unknown }[];
      const title = CONTENT_SCHEMAS[key].title;
      checkIfMatch(inForce(key, current?.value), { ifMatch, what: 'content', name: title });
      const [version] = (await tx.query(
        `INSERT INTO content_versions (key, value, publish_at, username, restored_from)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${versionColumns('$6', 'true')}`,
        [key, JSON.stringify(value), publishAt ?? at, actor.memberId, restoredFrom ?? null, at],
      )) as ContentVersion[];
      const scheduled = version.state === 'scheduled';
      await recordChange(tx, actor, {
        entity: 'content',
        entityId: key,
        action: restoredFrom ? 'restore' : scheduled ? 'schedule' : 'publish',
        summary: scheduled
          ? `${title}: version ${version.id} scheduled for ${version.publish_at}`
          : `${title}: version ${version.id} published${restoredFrom ? ` (a copy of version ${restoredFrom})` : ''}`,
        before: current?.value ?? CONTENT_DEFAULTS[key],
        after: version,
        undoable: true,
      });
      const message = restoredFrom
        ? CONTENT_TEXTS.restored(title, restoredFrom)
        : scheduled
          ? CONTENT_TEXTS.scheduled(title, version.publish_at)
          : CONTENT_TEXTS.published(title);
      return { message, version };
    });
  }

  private async loadPublished(): Promise<PublishedContent> {
    const [{ stored, next }] = (await this.db.query(
      `SELECT (SELECT json_object_agg(key, value) FROM (SELECT DISTINCT ON (key) key, value
                FROM content_versions WHERE publish_at <= $1
                ORDER BY key, publish_at DESC, id DESC) AS published) AS stored,
              (SELECT min(publish_at) FROM content_versions WHERE publish_at > $1) AS next`,
      [this.clock.now()],
    )) as { stored: Partial<Record<ContentKey, unknown>> | null; next: Date | null }[];
    const ordered = Object.fromEntries(
      CONTENT_KEYS.map((key) => [key, inForce(key, stored?.[key])]),
    );
    return {
      content: ordered as unknown as SiteContent,
      body: new CachedJson(ordered),
      nextDue: next?.getTime(),
    };
  }
}

/** A field added to a key after its last version was published reads its default. */
function inForce(key: ContentKey, stored: unknown): unknown {
  return stored === undefined
    ? CONTENT_DEFAULTS[key]
    : { ...CONTENT_DEFAULTS[key], ...(stored as object) };
}

import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ALERT_TEXTS, type AlertLevel, type AlertRecord } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, recordChange, type Actor, type Change } from '../audit/history';
import { Undo } from '../audit/undo';
import { TopicCache } from '../cache/topic-cache.service';
import { CLOCK, type Clock } from '../clock/clock';
import { parseInstant } from '@furnace/contracts';
import type { CreateAlertDto } from './create-alert.dto';

interface AlertRow {
  id: number;
  message: string;
  level: AlertLevel;
  starts_at: Date;
  ends_at: Date | null;
}

const toRecord = (row: AlertRow): AlertRecord => ({
  id: row.id,
  message: row.message,
  level: row.level,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at ? row.ends_at.toISOString() : null,
});

/**
 * Notices above every public page (docs/api.md, "Site content and alerts"). The alerts that have not
 * ended are cached as one list (few, small); which of them are active is decided per request, so
 * an alert appears at its start and disappears at its end without any write.
 */
@Injectable()
export class AlertsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cache: TopicCache,
    @Inject(CLOCK) private readonly clock: Clock,
    undo: Undo,
  ) {
    // An alert added is undone by deleting it; one deleted by posting it again (while it has not
    // ended: an ended one is refused, 400).
    undo.register('alerts', async (entry, tx, actor) => {
      if (entry.action === 'create') await this.remove(Number(entry.entity_id), actor, tx);
      else await this.create(entry.before as CreateAlertDto, actor, tx);
    });
  }

  /** Active at `at` (default now): started, not ended. Oldest first, the order they were meant to be read. */
  async active(at?: Date): Promise<AlertRecord[]> {
    const time = (at ?? this.clock.now()).getTime();
    return (await this.notEnded()).filter(
      (alert) =>
        Date.parse(alert.starts_at) <= time &&
        (alert.ends_at === null || Date.parse(alert.ends_at) > time),
    );
  }

  /** For staff: every alert not ended yet and those ended in the last 30 days, newest start first. */
  async recent(): Promise<AlertRecord[]> {
    const rows = (await this.db.query(
      `SELECT id, message, level, starts_at, ends_at FROM alerts
        WHERE ends_at IS NULL OR ends_at > $1::timestamptz - interval '30 days'
        ORDER BY starts_at DESC, id DESC`,
      [this.clock.now()],
    )) as AlertRow[];
    return rows.map(toRecord);
  }

  create(dto: CreateAlertDto, actor: Actor, tx?: EntityManager): Promise<AlertRecord> {
    // The body's own rules (CreateAlertDto) have passed; the one that needs "now" is here.
    const ends = parseInstant(dto.ends_at);
    if (ends && ends.getTime() <= this.clock.now().getTime())
      throw new BadRequestException(ALERT_TEXTS.endsInPast);
    return inTransaction(this.db, tx, async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO alerts (message, level, starts_at, ends_at, username)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, message, level, starts_at, ends_at`,
        [
          dto.message,
          dto.level,
          parseInstant(dto.starts_at),
          parseInstant(dto.ends_at),
          actor.username,
        ],
      )) as AlertRow[];
      const after = toRecord(row);
      await recordChange(tx, actor, {
        ...entry(after.id, 'create', `Alert added (${after.level}): ${after.message}`),
        after,
      });
      return after;
    });
  }

  remove(id: number, actor: Actor, tx?: EntityManager): Promise<{ message: string }> {
    return inTransaction(this.db, tx, async (tx) => {
      const [rows] = (await tx.query(
        'DELETE FROM alerts WHERE id = $1 RETURNING id, message, level, starts_at, ends_at',
        [id],
      )) as [AlertRow[], number];
      if (!rows.length) throw new NotFoundException(ALERT_TEXTS.notFound(id));
      const before = toRecord(rows[0]);
      await recordChange(tx, actor, {
        ...entry(id, 'delete', `Alert deleted (${before.level}): ${before.message}`),
        before,
      });
      return { message: ALERT_TEXTS.deleted(id) };
    });
  }

  private notEnded(): Promise<AlertRecord[]> {
    return this.cache.get('content', 'alerts', async () => {
      const rows = (await this.db.query(
        `SELECT id, message, level, starts_at, ends_at FROM alerts
          WHERE ends_at IS NULL OR ends_at > $1 ORDER BY starts_at, id`,
        [this.clock.now()],
      )) as AlertRow[];
      return rows.map(toRecord);
    });
  }
}

const entry = (id: number, action: string, summary: string): Change => ({
  entity: 'alerts',
  entityId: id,
  action,
  summary,
  undoable: true,
});

import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ALERT_TEXTS, createAlertSchema, parseInstant, type AlertRecord } from '@furnace/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Undo, inTransaction, recordChange, type Actor } from '../audit/history';
import { TopicCache } from '../cache/topic-cache.service';
import { CLOCK, type Clock } from '../clock/clock';
import { isoColumn } from '../database/iso-column';
import { PayloadDto } from '../common/payload-dto';

export class CreateAlertDto extends PayloadDto(createAlertSchema) {}

const RECORD = `id, message, level, ${isoColumn('starts_at')}, ${isoColumn('ends_at')}`;

/** Those not ended are cached as one list; which are active is decided per request. */
@Injectable()
export class AlertsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cache: TopicCache,
    undo: Undo,
  ) {
    // An alert added is undone by deleting it; one deleted by posting it again (refused, 400, if
    // it has ended since).
    undo.set('alerts', (entry, tx, actor) =>
      entry.action === 'create'
        ? this.remove(Number(entry.entity_id), actor, tx)
        : this.create(entry.before as CreateAlertDto, actor, tx),
    );
  }

  /** Those active at `at`, oldest first (the order they were meant to be read); when that changes. */
  async activeAt(at: Date): Promise<{ active: AlertRecord[]; nextChange?: number }> {
    const time = at.getTime();
    const alerts = await this.notEnded();
    const starts = alerts.map((alert) => Date.parse(alert.starts_at));
    const ends = alerts.map((alert) => Date.parse(alert.ends_at ?? '')); // NaN: no end
    const changes = [...starts, ...ends].filter((change) => change > time);
    return {
      active: alerts.filter((_, i) => starts[i] <= time && !(ends[i] <= time)),
      nextChange: changes.length ? Math.min(...changes) : undefined,
    };
  }

  recent(): Promise<AlertRecord[]> {
    return this.db.query(
      `SELECT ${RECORD} FROM alerts
        WHERE ends_at IS NULL OR ends_at > $1::timestamptz - interval '30 days'
        ORDER BY starts_at DESC, id DESC`,
      [this.clock.now()],
    );
  }

  create(dto: CreateAlertDto, actor: Actor, tx?: EntityManager): Promise<AlertRecord> {
    // The body's own rules (CreateAlertDto) have passed; the one that needs "now" is here.
    const ends = parseInstant(dto.ends_at);
    if (ends && ends.getTime() <= this.clock.now().getTime())
      throw new BadRequestException(ALERT_TEXTS.endsInPast);
    return inTransaction(this.db, tx, async (tx) => {
      const [after] = (await tx.query(
        `INSERT INTO alerts (message, level, starts_at, ends_at, username)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${RECORD}`,
        [dto.message, dto.level, parseInstant(dto.starts_at), ends, actor.memberId],
      )) as AlertRecord[];
      await recordChange(tx, actor, {
        entity: 'alerts',
        entityId: after.id,
        action: 'create',
        summary: `Alert added (${after.level}): ${after.message}`,
        after,
        undoable: true,
      });
      return after;
    });
  }

  remove(id: number, actor: Actor, tx?: EntityManager): Promise<{ message: string }> {
    return inTransaction(this.db, tx, async (tx) => {
      const [[before]] = (await tx.query(`DELETE FROM alerts WHERE id = $1 RETURNING ${RECORD}`, [
        id,
      ])) as [AlertRecord[], number];
      if (!before) throw new NotFoundException(ALERT_TEXTS.notFound(id));
      await recordChange(tx, actor, {
        entity: 'alerts',
        entityId: id,
        action: 'delete',
        summary: `Alert deleted (${before.level}): ${before.message}`,
        before,
        undoable: true,
      });
      return { message: ALERT_TEXTS.deleted(id) };
    });
  }

  private notEnded(): Promise<AlertRecord[]> {
    return this.cache.get('content', 'alerts', () =>
      this.db.query(
        `SELECT ${RECORD} FROM alerts WHERE ends_at IS NULL OR ends_at > $1 ORDER BY starts_at, id`,
        [this.clock.now()],
      ),
    );
  }
}

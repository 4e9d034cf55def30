import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { Request, Response } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { normalizeUsername } from '../users/normalize';
import type { User } from '../users/user';
import { runInAuditScope, type AuditNote, type UndoRequest } from './audit-context';
import { SelfRequest } from './self-request';
import { AuditTrail, type NewAuditEntry } from './audit.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Never written to the trail, whatever the endpoint: secrets in bodies and answers. */
const SECRET = /pass|token|secret|invite_url|reset_url/i;

/**
 * Records every successful write of any kind (any method but GET/HEAD/OPTIONS that answers below
 * 400) in the audit trail: who (the signed-in user, or the username of a sign-in), when, what
 * (entity and id from the route: `/events/:id` -> events, id; the verb from the method and the
 * route's last word) and before/after. Endpoints need nothing to be covered; a service may add
 * detail with noteAudit() (before and after, a summary). Without a note, `after` is what the
 * request sent (secrets removed). Installed globally by AuditModule.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuditInterceptor.name);

  constructor(
    private readonly trail: AuditTrail,
    private readonly self: SelfRequest,
  ) {}

  /**
   * Undo requests for writes whose services do not say how (they are other modules'): the hours
   * of a day and a holiday, read through the public GET /hours just before the write.
   */
  private async undoFor(context: ExecutionContext, req: Request): Promise<UndoRequest | undefined> {
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, context.getClass()) ?? '');
    const routePath = String(Reflect.getMetadata(PATH_METADATA, context.getHandler()) ?? '');
    const kind = `${req.method} ${controllerPath}/${routePath}`;
    if (kind !== 'POST hours/set' && kind !== 'POST holidays/set') return undefined;
    try {
      const body = (req.body ?? {}) as { day?: unknown; date?: unknown };
      const { status, body: now } = await this.self.json<{
        hours: {
          day_of_week: string;
          open_time: string | null;
          close_time: string | null;
          ranges?: unknown;
        }[];
        holidays: { holiday_date: string; description: string }[];
      }>('GET', '/hours');
      if (status !== 200) return undefined;
      if (kind === 'POST hours/set') {
        const day = now.hours.find((h) => h.day_of_week === body.day);
        if (!day) return undefined;
        return {
          method: 'POST',
          path: '/hours/set',
          body: Array.isArray(day.ranges)
            ? { day: day.day_of_week, ranges: day.ranges }
            : { day: day.day_of_week, start_time: day.open_time, end_time: day.close_time },
        };
      }
      const holiday = now.holidays.find((h) => h.holiday_date === body.date);
      if (typeof body.date !== 'string') return undefined;
      return {
        method: 'POST',
        path: '/holidays/set',
        body: { date: body.date, description: holiday?.description ?? null },
      };
    } catch (error) {
      this.logger.warn(`No undo for ${kind}: ${(error as Error).message}`);
      return undefined;
    }
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: User }>();
    if (context.getType() !== 'http' || READS.has(req.method)) return next.handle();
    const notes: AuditNote[] = [];
    const handled = new Observable<unknown>((subscriber) =>
      runInAuditScope({ notes }, () => next.handle().subscribe(subscriber)),
    );
    // What an undo needs from before the write (the hours or holiday as they were), read first.
    const prepared = from(this.undoFor(context, req));
    return prepared
      .pipe(
        mergeMap((undo) => {
          if (undo) notes.push({ undo, fallback: true } as AuditNote & { fallback: boolean });
          return handled;
        }),
      )
      .pipe(
        mergeMap((body) =>
          from(
            (async () => {
              const status =
                body instanceof globalThis.Response
                  ? body.status
                  : http.getResponse<Response>().statusCode;
              if (status < 400) await this.record(context, req, body, notes);
              return body;
            })(),
          ),
        ),
      );
  }

  private async record(
    context: ExecutionContext,
    req: Request & { user?: User },
    body: unknown,
    notes: AuditNote[],
  ): Promise<void> {
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, context.getClass()) ?? '');
    const routePath = String(Reflect.getMetadata(PATH_METADATA, context.getHandler()) ?? '');
    const params = (req.params ?? {}) as Record<string, string>;
    const requestBody = sanitize(req.body);
    const answer = body instanceof globalThis.Response ? undefined : sanitize(body);
    const base = {
      entity: controllerPath.replace(/^\/+|\/+$/g, '') || 'site',
      action: actionOf(req.method, routePath),
      entityId: String(
        params.id ??
          params.name ??
          params.key ??
          idOf(answer) ??
          pick(requestBody, 'day') ??
          pick(requestBody, 'date') ??
          '',
      ),
    };
    const files = uploadedFiles(req);
    const generic = {
      summary: summarize(req.method, req.originalUrl ?? req.url, requestBody, files),
      after: { request: requestBody, ...(files ? { files } : {}), ...(answer ? { answer } : {}) },
    };
    const fallbackUndo = (notes.find((n) => (n as { fallback?: boolean }).fallback) ?? {}).undo;
    const own = notes.filter((n) => !(n as { fallback?: boolean }).fallback);
    const list: AuditNote[] = own.length ? own : [{}];
    const entries: NewAuditEntry[] = list.map((note) => {
      const username =
        req.user?.memberId ??
        note.username ??
        (base.entity === 'auth' ? normalizeUsername(pick(requestBody, 'username')) || null : null);
      return {
        userId: req.user?.id ?? note.userId ?? null,
        username,
        action: note.action ?? base.action,
        entity: note.entity ?? base.entity,
        entityId:
          note.entityId === undefined
            ? base.entityId || null
            : note.entityId === null
              ? null
              : String(note.entityId),
        summary: note.summary ?? generic.summary,
        before: note.before === undefined ? null : sanitize(note.before),
        after: note.after === undefined ? generic.after : sanitize(note.after),
        undo: note.undo ?? (list.length === 1 ? fallbackUndo : undefined) ?? null,
      };
    });
    try {
      await this.trail.record(entries);
    } catch (error) {
      // The write itself succeeded and is committed: say so, and log what the trail missed.
      this.logger.error(
        `Could not record the audit entry for ${req.method} ${req.originalUrl}: ${(error as Error).message}`,
      );
    }
  }
}

/** POST /events -> create, POST /hours/set -> set, POST /events/:id/restore -> restore, ... */
function actionOf(method: string, routePath: string): string {
  const words = routePath.split('/').filter((part) => part && !part.startsWith(':'));
  const last = words.at(-1);
  if (last && method === 'POST') return last;
  switch (method) {
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return last ? `${last}-update` : 'update';
    case 'DELETE':
      return 'delete';
    default:
      return method.toLowerCase();
  }
}

function sanitize(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (depth > 8) return '…';
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => sanitize(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      out[key] = SECRET.test(key) ? '(hidden)' : sanitize(item, depth + 1);
    return out;
  }
  if (typeof value === 'string' && value.length > 2000) return `${value.slice(0, 2000)}…`;
  return value;
}

function pick(value: unknown, key: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
}

function idOf(answer: unknown): string | undefined {
  return pick(answer, 'id') ?? pick(answer, 'name');
}

function uploadedFiles(req: Request): Record<string, number> | null {
  const files = (req as { files?: Record<string, { size?: number; buffer?: Buffer }[]> }).files;
  if (!files || typeof files !== 'object') return null;
  const sizes: Record<string, number> = {};
  for (const [name, list] of Object.entries(files))
    sizes[name] = list[0]?.buffer?.length ?? list[0]?.size ?? 0;
  return Object.keys(sizes).length ? sizes : null;
}

function summarize(
  method: string,
  url: string,
  body: unknown,
  files: Record<string, number> | null,
): string {
  const path = url.split('?')[0];
  const fields =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.entries(body as Record<string, unknown>)
          .map(
            ([key, value]) =>
              `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
          )
          .join(', ')
      : '';
  const fileText = files
    ? Object.entries(files)
        .map(([name, size]) => `${name} (${size} bytes)`)
        .join(', ')
    : '';
  const detail = [fields, fileText].filter(Boolean).join('; ');
  const text = `${method} ${path}${detail ? ` {${detail}}` : ''}`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

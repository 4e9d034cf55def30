import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CallHandler,
  ExecutionContext,
  NestInterceptor,
  ServiceUnavailableException,
  SetMetadata,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import type { EntitySubscriberInterface, TransactionStartEvent } from 'typeorm';

export const DEADLINE_MESSAGE =
  'The server took too long to answer. Please try again in a few seconds.';

/** One request's deadline: `expired` once its 503 has gone out; `committing`: COMMITs in flight. */
interface Deadline {
  at: number;
  expired: boolean;
  committing: number;
}

const deadlines = new AsyncLocalStorage<Deadline>();

const UNBOUNDED = Symbol('no request deadline');
/** For a backup made now: it writes a file, no transaction, and an admin waits for it. */
export const NoRequestDeadline = () => SetMetadata(UNBOUNDED, true);

/** Past REQUEST_DEADLINE_MS from when the body arrived, a 503, and no commit (ADR 28). */
export class RequestDeadline implements NestInterceptor {
  constructor(
    private readonly ms: number,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.get(UNBOUNDED, context.getHandler())) return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    return new Observable((subscriber) => {
      const deadline: Deadline = { at: Infinity, expired: false, committing: 0 };
      let timer: NodeJS.Timeout | undefined;
      const start = () => {
        deadline.at = Date.now() + this.ms;
        timer = setTimeout(() => {
          // A COMMIT already sent decides: a 503 now could be said of a change that is made. Its
          // own answer goes out instead, late but true (or its failure, if it fails).
          if (deadline.committing > 0) return;
          deadline.expired = true;
          subscriber.error(new ServiceUnavailableException(DEADLINE_MESSAGE));
        }, this.ms);
      };
      if (req.complete) start();
      else req.once('end', start);
      const handled = deadlines.run(deadline, () => next.handle().subscribe(subscriber));
      return () => {
        clearTimeout(timer);
        req.off('end', start);
        handled.unsubscribe();
      };
    });
  }
}

/** Statements cancelled at the request's deadline; after its 503, a rollback. */
export class DeadlineTransactions implements EntitySubscriberInterface {
  constructor(private readonly statementTimeoutMs: number) {}

  async afterTransactionStart({ queryRunner }: TransactionStartEvent): Promise<void> {
    const deadline = deadlines.getStore();
    if (!deadline || deadline.at === Infinity) return;
    if (deadline.expired) throw new ServiceUnavailableException(DEADLINE_MESSAGE);
    const left = Math.max(1, Math.ceil(deadline.at - Date.now()));
    const bound = this.statementTimeoutMs > 0 ? Math.min(left, this.statementTimeoutMs) : left;
    await queryRunner.query(`SET LOCAL statement_timeout = ${bound}`);
  }

  beforeTransactionCommit(): void {
    const deadline = deadlines.getStore();
    if (deadline?.expired) throw new ServiceUnavailableException(DEADLINE_MESSAGE);
    if (deadline) deadline.committing++;
  }

  afterTransactionCommit(): void {
    const deadline = deadlines.getStore();
    if (deadline) deadline.committing--;
  }
}

import { ServiceUnavailableException, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { firstValueFrom, from, type Observable } from 'rxjs';
import { DeadlineTransactions, RequestDeadline } from './request-deadline';

// The deadline's timer against what the database hooks report. The whole-request behaviour, over
// HTTP and PostgreSQL, is in test/request-deadline.spec.ts; a COMMIT that is in flight exactly when
// the deadline passes cannot be arranged there, so it is proven here with Jest's timers.
describe('RequestDeadline while a COMMIT is in flight', () => {
  const MS = 1000;
  const deadline = new RequestDeadline(MS, { get: () => undefined } as unknown as Reflector);
  const transactions = new DeadlineTransactions(0);
  const context = {
    getHandler: () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ complete: true, off: () => undefined }) }),
  } as unknown as ExecutionContext;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A handler that commits, then waits for `committed` before it answers 'saved'. */
  function handlerCommittingUntil(committed: Promise<void>) {
    return {
      handle: (): Observable<string> =>
        from(
          (async () => {
            transactions.beforeTransactionCommit();
            await committed;
            transactions.afterTransactionCommit();
            return 'saved';
          })(),
        ),
    };
  }

  it('sends the COMMIT’s own answer, not a 503, when the deadline passes during the COMMIT', async () => {
    let commit!: () => void;
    const answer = firstValueFrom(
      deadline.intercept(context, handlerCommittingUntil(new Promise((r) => (commit = r)))),
    );
    await jest.advanceTimersByTimeAsync(MS * 2);
    commit();
    await expect(answer).resolves.toBe('saved');
  });

  it('still sends the 503 at the deadline when no COMMIT has been sent', async () => {
    const answer = firstValueFrom(
      deadline.intercept(context, { handle: () => from(new Promise<string>(() => undefined)) }),
    );
    const refused = expect(answer).rejects.toBeInstanceOf(ServiceUnavailableException);
    await jest.advanceTimersByTimeAsync(MS);
    await refused;
  });
});

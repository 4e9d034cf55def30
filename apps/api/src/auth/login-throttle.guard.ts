import {
  applyDecorators,
  ExecutionContext,
  Header,
  HttpCode,
  HttpException,
  HttpStatus,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';
import { normalizeUsername } from '@furnace/contracts';
import { Public } from './access';

const address = (req: Record<string, unknown>) => String(req.ip ?? 'unknown');

/** Per address, and per username AND address: else anyone could lock a known username out. */
export const LOGIN_THROTTLERS = [
  { name: 'address', getTracker: address },
  {
    name: 'username',
    getTracker: (req: Record<string, unknown>) =>
      `user:${normalizeUsername((req.body as { username?: unknown } | undefined)?.username)}|${address(req)}`,
  },
];

/** Sign-in throttling, with the standard Retry-After (the stock guard sends Retry-After-{name}). */
@Injectable()
export class LoginThrottleGuard extends ThrottlerGuard {
  protected async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(
      `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/** A step of getting in without a token: public, throttled like sign-in, never cached. */
export const SignInStep = (status = HttpStatus.OK) =>
  applyDecorators(
    Public(),
    HttpCode(status),
    Header('Cache-Control', 'no-store'),
    UseGuards(LoginThrottleGuard),
  );

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

/** Throttler names; each counts sign-in attempts by its own key (see AuthModule). */
export const THROTTLE_BY_ADDRESS = 'address';
export const THROTTLE_BY_USERNAME = 'username';

export function trackByAddress(req: Record<string, unknown>): string {
  return String(req.ip ?? 'unknown');
}

/**
 * Per username AND address: one address guessing one account is blocked, but the block never
 * reaches the account's owner signing in from elsewhere (an attacker could otherwise keep any
 * known username locked out). A guesser spreading attempts over many addresses is slowed down per
 * account instead (LoginSlowdown).
 */
export function trackByUsername(req: Record<string, unknown>): string {
  const body = req.body as { username?: unknown } | undefined;
  return `user:${normalizeUsername(body?.username)}|${String(req.ip ?? 'unknown')}`;
}

/**
 * Sign-in throttling. The stock guard names its header Retry-After-{throttler}; clients and
 * proxies understand only the standard Retry-After, so we send that with the 429.
 */
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

/**
 * A step of getting in without a token (sign-in, passkey sign-in, a forgotten password, a one-time
 * link): public, throttled per address like sign-in so nothing can be guessed quickly, never cached.
 */
export const SignInStep = (status = HttpStatus.OK) =>
  applyDecorators(
    Public(),
    HttpCode(status),
    Header('Cache-Control', 'no-store'),
    UseGuards(LoginThrottleGuard),
  );

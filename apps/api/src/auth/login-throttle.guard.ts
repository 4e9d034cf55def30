import { applyDecorators, Header, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Response } from 'express';
import { normalizeUsername } from '@furnace/contracts';
import type { AppConfig } from '../config/app-config';
import { Public } from './access';

const address = (req: Record<string, unknown>) => String(req.ip ?? 'unknown');

/** Per address, and per username AND address: else anyone could lock a known username out. */
export const loginThrottling = ({
  loginThrottle: { limit, ttlMs: ttl },
}: AppConfig): ThrottlerModuleOptions => ({
  throttlers: [
    { name: 'address', getTracker: address, limit, ttl },
    {
      name: 'username',
      getTracker: (req) =>
        `user:${normalizeUsername((req.body as { username?: unknown } | undefined)?.username)}|${address(req)}`,
      limit,
      ttl,
    },
  ],
  // With the standard Retry-After too (the stock guard sends Retry-After-{name}).
  errorMessage: (context, { timeToBlockExpire }) => {
    const seconds = Math.max(1, Math.ceil(timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    return `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  },
});

/** A step of getting in without a token: public, throttled like sign-in, never cached. */
export const SignInStep = (status = HttpStatus.OK) =>
  applyDecorators(
    Public(),
    HttpCode(status),
    Header('Cache-Control', 'no-store'),
    UseGuards(ThrottlerGuard),
  );

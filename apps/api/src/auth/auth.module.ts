import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginSlowdown } from './login-slowdown';
import { PasskeysController } from './passkeys.controller';
import { Passkeys } from './passkeys.service';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, tokenLifetimeSeconds } from './jwt-settings';
import {
  LoginThrottleGuard,
  THROTTLE_BY_ADDRESS,
  THROTTLE_BY_USERNAME,
  trackByAddress,
  trackByUsername,
} from './login-throttle.guard';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: {
          algorithm: JWT_ALGORITHM,
          expiresIn: tokenLifetimeSeconds(config.jwtExpiresIn),
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
        },
      }),
    }),
    // Only the sign-in route uses these (LoginThrottleGuard); reads stay unthrottled and fast.
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: ({ loginThrottle }: AppConfig) => ({
        throttlers: [
          { name: THROTTLE_BY_ADDRESS, getTracker: trackByAddress },
          { name: THROTTLE_BY_USERNAME, getTracker: trackByUsername },
        ].map((throttler) => ({
          ...throttler,
          limit: loginThrottle.limit,
          ttl: loginThrottle.ttlMs,
        })),
      }),
    }),
  ],
  controllers: [AuthController, PasskeysController],
  providers: [
    AuthService,
    JwtStrategy,
    LoginThrottleGuard,
    LoginSlowdown,
    Passkeys,
    // Deny by default: every route of every module needs a token unless it says @Public().
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class AuthModule {}

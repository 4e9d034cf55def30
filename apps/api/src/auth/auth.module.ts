import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FirstRunAdmin } from '../users/first-run-admin.service';
import { PasswordHasher } from '../users/password-hasher';
import { StaffService } from '../users/staff.service';
import { UserAccounts } from '../users/user-accounts';
import { UsersController } from '../users/users.controller';
import { AccessGuard } from './access.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JWT_SETTINGS, JwtStrategy } from './jwt.strategy';
import { PasskeysController } from './passkeys.controller';
import { Passkeys } from './passkeys.service';
import { loginThrottling } from './login-throttle.guard';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { ...JWT_SETTINGS, expiresIn: config.tokenLifetimeSeconds },
      }),
    }),
    // Only the sign-in steps use these (SignInStep); reads stay unthrottled and fast.
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: loginThrottling }),
  ],
  controllers: [AuthController, PasskeysController, UsersController],
  providers: [
    PasswordHasher,
    UserAccounts,
    FirstRunAdmin,
    StaffService,
    AuthService,
    JwtStrategy,
    Passkeys,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class AuthModule {}

import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FirstRunAdmin } from './first-run-admin.service';
import { InviteMailer } from './invite-mailer';
import { StaffService } from './staff.service';
import { PasswordHasher } from './password-hasher';
import { UserAccounts } from './user-accounts';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController],
  providers: [
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher(config.argon2),
    },
    {
      provide: UserAccounts,
      inject: [getDataSourceToken(), PasswordHasher],
      useFactory: (db: DataSource, hasher: PasswordHasher) => new UserAccounts(db, hasher),
    },
    FirstRunAdmin,
    InviteMailer,
    StaffService,
  ],
  exports: [PasswordHasher, UserAccounts, StaffService],
})
export class UsersModule {}

import { Module } from '@nestjs/common';
import { FirstRunAdmin } from './first-run-admin.service';
import { InviteMailer } from './invite-mailer';
import { StaffService } from './staff.service';
import { PasswordHasher } from './password-hasher';
import { UserAccounts } from './user-accounts';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController],
  providers: [PasswordHasher, UserAccounts, FirstRunAdmin, InviteMailer, StaffService],
  exports: [PasswordHasher, UserAccounts, StaffService],
})
export class UsersModule {}

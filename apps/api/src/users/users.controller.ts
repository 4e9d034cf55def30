import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNTS,
  type CurrentStaffUser,
  type InvitedStaffUser,
  type PasswordResetLink,
  type StaffUser,
} from '@furnace/contracts';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { ApiAnswers } from '../common/api-answers';
import { USER_ID } from '../common/id.pipe';
import { ChangePasswordDto, InviteUserDto, UpdateUserDto } from './account.dto';
import { StaffService } from './staff.service';
import { Roles } from '../auth/access';

@ApiTags('users')
@ApiBearerAuth()
@ApiAnswers({ 401: 'No valid bearer token' })
@Controller('users')
export class UsersController {
  constructor(private readonly staff: StaffService) {}

  @Get('me')
  @ApiAnswers({ 200: '{member_id, email, role}' })
  me(@CurrentUser() user: SignedInUser): CurrentStaffUser {
    return { member_id: user.memberId, email: user.email, role: user.role };
  }

  /** Any signed-in account may change its own password (editors too). */
  @Post('me/password')
  @HttpCode(HttpStatus.OK)
  @Roles('editor')
  @ApiAnswers({ 200: '{message}; every other session of the account ends' })
  async changePassword(
    @CurrentUser() user: SignedInUser,
    @Body() body: ChangePasswordDto,
  ): Promise<{ message: string }> {
    await this.staff.changeOwnPassword(user, body.current_password, body.new_password);
    return { message: ACCOUNTS.passwordChanged };
  }

  @Get()
  @Roles('admin')
  @ApiAnswers({ 200: '[{id, username, email, role, disabled, has_password, created_at}]' })
  list(): Promise<StaffUser[]> {
    return this.staff.list();
  }

  @Post()
  @Roles('admin')
  @ApiAnswers({ 201: '{id, username, email, role, invite_url}' })
  invite(@Body() body: InviteUserDto, @CurrentUser() by: SignedInUser): Promise<InvitedStaffUser> {
    return this.staff.invite(body, by);
  }

  @Patch(':id')
  @Roles('admin')
  @ApiAnswers({ 200: 'the account' })
  update(
    @CurrentUser() user: SignedInUser,
    @Param('id', USER_ID) id: number,
    @Body() body: UpdateUserDto,
  ): Promise<StaffUser> {
    return this.staff.update(user, id, body);
  }

  @Post(':id/reset')
  @HttpCode(HttpStatus.OK)
  @Roles('admin')
  @ApiAnswers({ 200: '{reset_url}: a new one-time link; the old password and sessions end' })
  reset(
    @Param('id', USER_ID) id: number,
    @CurrentUser() actor: SignedInUser,
  ): Promise<PasswordResetLink> {
    return this.staff.reset(id, actor);
  }
}

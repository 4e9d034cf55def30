import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ACCOUNTS, type TokenResponse } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';
import { AcceptInviteDto, ForgotPasswordDto, LoginDto } from '../users/account.dto';
import { StaffService } from '../users/staff.service';
import { AuthService } from './auth.service';
import { CurrentUser, type SignedInUser } from './jwt.strategy';
import { SignInStep } from './login-throttle.guard';

/** No registration endpoint exists: accounts come from an admin's invitation (or the CLI). */
@ApiTags('auth')
@ApiAnswers({ 429: 'Throttled; see Retry-After' })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly staff: StaffService,
  ) {}

  @Post('token')
  @SignInStep()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiAnswers({
    200: "{access_token, token_type: 'bearer'}",
    401: 'Invalid username or password.',
  })
  token(@Body() body: LoginDto): Promise<TokenResponse> {
    return this.auth.signIn(body.username, body.password);
  }

  @Post(['logout', 'logout-everywhere'])
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiAnswers({ 200: '{message}' })
  async logout(@CurrentUser() user: SignedInUser, @Req() request: Request) {
    const everywhere = request.path.endsWith('/logout-everywhere');
    await this.auth.signOut(user, everywhere);
    return { message: everywhere ? ACCOUNTS.signedOutEverywhere : ACCOUNTS.signedOut };
  }

  /** The same answer whether or not the account exists; with mail set up, a reset link is sent. */
  @Post('forgot-password')
  @SignInStep(HttpStatus.ACCEPTED)
  @ApiAnswers({ 202: '{message}: what happens next (the same for every input)' })
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    const mailed = this.staff.forgotPassword(body.username_or_email);
    return { message: mailed ? ACCOUNTS.forgotPasswordMailed : ACCOUNTS.forgotPasswordNoMail };
  }

  @Post('accept-invite')
  @SignInStep()
  @ApiAnswers({
    200: '{message}: the account can sign in',
    404: 'The link is unknown, used or expired',
  })
  async acceptInvite(@Body() body: AcceptInviteDto) {
    const user = await this.staff.useLink(body.token, body.password);
    return { message: ACCOUNTS.inviteAccepted, username: user.memberId };
  }
}

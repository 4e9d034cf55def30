import {
  BadRequestException,
  Body,
  Controller,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ACCOUNTS, type TokenResponse } from '@furnace/contracts';
import { noteAudit } from '../audit/audit-context';
import { AcceptInviteDto, ForgotPasswordDto } from '../users/account.dto';
import { StaffService } from '../users/staff.service';
import { normalizeUsername } from '@furnace/contracts';
import { UserAccounts, AccountError } from '../users/user-accounts';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import type { SignedInUser } from './jwt.strategy';
import { LoginDto } from './login.dto';
import { LoginThrottleGuard } from './login-throttle.guard';
import { Public } from './access';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: UserAccounts,
    private readonly staff: StaffService,
  ) {}

  /** No registration endpoint exists: accounts come from an admin's invitation (or the CLI). */
  @Post('token')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginThrottleGuard)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: "{access_token, token_type: 'bearer'}" })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password.' })
  @ApiTooManyRequestsResponse({ description: 'Throttled; see Retry-After' })
  async token(@Body() body: LoginDto): Promise<TokenResponse> {
    const token = await this.auth.signIn(body.username, body.password);
    noteAudit({
      entity: 'sessions',
      action: 'sign-in',
      entityId: null,
      summary: `${normalizeUsername(body.username)} signed in`,
      after: null,
    });
    return token;
  }

  /** Ends this token's session: the token is refused from the next call on. */
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  async logout(@CurrentUser() user: SignedInUser): Promise<{ message: string }> {
    await this.accounts.endSession(user.sessionId);
    noteAudit({ entity: 'sessions', entityId: null, summary: `${user.memberId} signed out` });
    return { message: ACCOUNTS.signedOut };
  }

  /** "Sign out everywhere": every session of the account ends, this one included. */
  @Post('logout-everywhere')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  async logoutEverywhere(@CurrentUser() user: SignedInUser): Promise<{ message: string }> {
    await this.accounts.endAllSessions(user.id);
    noteAudit({
      entity: 'sessions',
      entityId: null,
      summary: `${user.memberId} signed out on every device`,
    });
    return { message: ACCOUNTS.signedOutEverywhere };
  }

  /**
   * "Forgot password?": 202 with the same answer whether or not the account exists (throttled per
   * address like sign-in); with mail set up, the account's address gets a one-time reset link.
   */
  @Post('forgot-password')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginThrottleGuard)
  @ApiAcceptedResponse({ description: '{message}: what happens next (the same for every input)' })
  @ApiTooManyRequestsResponse({ description: 'Throttled; see Retry-After' })
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    this.staff.forgotPassword(body.username_or_email);
    return {
      message: this.staff.canMail ? ACCOUNTS.forgotPasswordMailed : ACCOUNTS.forgotPasswordNoMail,
    };
  }

  /**
   * An invitation, reset or first-run setup link: sets the password once. Throttled like sign-in
   * (per address), so link tokens cannot be guessed quickly.
   */
  @Post('accept-invite')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginThrottleGuard)
  @ApiOkResponse({ description: '{message}: the account can sign in' })
  @ApiNotFoundResponse({ description: 'The link is unknown, used or expired' })
  async acceptInvite(
    @Body() body: AcceptInviteDto,
  ): Promise<{ message: string; username: string }> {
    let user;
    try {
      user = await this.accounts.useLink(body.token, body.password);
    } catch (error) {
      if (error instanceof AccountError) throw new BadRequestException(error.message);
      throw error;
    }
    if (!user) throw new NotFoundException(ACCOUNTS.linkInvalid);
    noteAudit({
      entity: 'users',
      entityId: user.id,
      action: 'accept-invite',
      username: user.memberId,
      userId: user.id,
      summary: `${user.memberId} set their password with a one-time link`,
    });
    return { message: ACCOUNTS.inviteAccepted, username: user.memberId };
  }
}

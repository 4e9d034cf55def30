import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ACCOUNTS, type Passkey, type TokenResponse } from '@furnace/contracts';
import { ApiAnswers } from '../common/api-answers';
import { USER_ID } from '../common/id.pipe';
import { AuthService } from './auth.service';
import { CurrentUser, type SignedInUser } from './jwt.strategy';
import { SignInStep } from './login-throttle.guard';
import { PasskeyLoginDto, PasskeyOptionsDto, RegisterPasskeyDto } from '../users/account.dto';
import { Passkeys } from './passkeys.service';
import { Roles } from './access';

const REMOVED = { message: 'Passkey removed.' };

@ApiTags('auth')
@Controller()
export class PasskeysController {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly auth: AuthService,
  ) {}

  @Get('auth/passkeys')
  @ApiBearerAuth()
  @ApiAnswers({ 200: "The signed-in account's passkeys [{id, name, created_at, last_used_at}]" })
  list(@CurrentUser() user: SignedInUser): Promise<Passkey[]> {
    return this.passkeys.list(user.id);
  }

  @Post('auth/passkeys/register-options')
  @HttpCode(HttpStatus.OK)
  // Above @Roles: this 403 text follows the role's in the document.
  @ApiAnswers({
    200: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create()',
    403: 'The password is needed (no sign-in in the last 5 minutes)',
  })
  @Roles('editor')
  registerOptions(@CurrentUser() user: SignedInUser, @Body() body: PasskeyOptionsDto) {
    return this.passkeys.registrationOptions(user, body.password);
  }

  @Post('auth/passkeys/register')
  @Roles('editor')
  register(@CurrentUser() user: SignedInUser, @Body() body: RegisterPasskeyDto): Promise<Passkey> {
    return this.passkeys.register(user, body.response, body.name || 'Passkey');
  }

  @Delete('auth/passkeys/:id')
  @Roles('editor')
  async remove(@CurrentUser() user: SignedInUser, @Param('id') id: string) {
    await this.passkeys.remove(user.id, id, user);
    return REMOVED;
  }

  @Post('auth/passkeys/login-options')
  @SignInStep()
  @ApiAnswers({ 200: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get()' })
  loginOptions() {
    return this.passkeys.authenticationOptions();
  }

  @Post('auth/passkeys/login')
  @SignInStep()
  @ApiAnswers({
    200: "{access_token, token_type: 'bearer', username}",
    401: 'The passkey could not be used to sign in.',
  })
  async login(@Body() body: PasskeyLoginDto): Promise<TokenResponse & { username: string }> {
    const user = await this.passkeys.authenticate(body.response);
    const token = await this.auth.issueToken(user, ' with a passkey');
    return { ...token, username: user.memberId };
  }

  @Get('users/:id/passkeys')
  @Roles('admin')
  @ApiTags('users')
  @ApiAnswers({ 200: "The account's passkeys [{id, name, created_at, last_used_at}]" })
  listOf(@Param('id', USER_ID) id: number): Promise<Passkey[]> {
    return this.passkeys.list(id);
  }

  @Delete('users/:id/passkeys/:passkeyId')
  @Roles('admin')
  @ApiTags('users')
  @ApiAnswers({ 404: ACCOUNTS.passkeyNotFound })
  async removeOf(
    @Param('id', USER_ID) id: number,
    @Param('passkeyId') passkeyId: string,
    @CurrentUser() actor: SignedInUser,
  ) {
    await this.passkeys.remove(id, passkeyId, actor);
    return REMOVED;
  }
}

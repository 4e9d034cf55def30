import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { TokenResponse } from '@furnace/contracts';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import type { SignedInUser } from './jwt.strategy';
import { LoginThrottleGuard } from './login-throttle.guard';
import { PasskeyLoginDto, PasskeyOptionsDto, RegisterPasskeyDto } from './passkey.dto';
import { Passkeys, type PasskeyRow } from './passkeys.service';
import { Public, Roles } from './access';

/** Passkeys (WebAuthn): register one while signed in, then sign in with it instead of a password. */
@ApiTags('auth')
@Controller('auth/passkeys')
export class PasskeysController {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly auth: AuthService,
  ) {}

  @Get()
  @ApiBearerAuth()
  @ApiOkResponse({
    description: "The signed-in account's passkeys [{id, name, created_at, last_used_at}]",
  })
  list(@CurrentUser() user: SignedInUser): Promise<PasskeyRow[]> {
    return this.passkeys.list(user.id);
  }

  @Post('register-options')
  @HttpCode(HttpStatus.OK)
  @Roles('editor')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create()',
  })
  @ApiForbiddenResponse({
    description: 'The password is needed (no sign-in in the last 5 minutes)',
  })
  async registerOptions(@CurrentUser() user: SignedInUser, @Body() body: PasskeyOptionsDto) {
    await this.passkeys.checkRecentProof(user, body.password);
    return this.passkeys.registrationOptions(user);
  }

  @Post('register')
  @Roles('editor')
  @ApiBearerAuth()
  async register(
    @CurrentUser() user: SignedInUser,
    @Body() body: RegisterPasskeyDto,
  ): Promise<PasskeyRow> {
    return this.passkeys.register(user, body.response, body.name || 'Passkey');
  }

  @Delete(':id')
  @Roles('editor')
  @ApiBearerAuth()
  async remove(
    @CurrentUser() user: SignedInUser,
    @Param('id') id: string,
  ): Promise<{ message: string }> {
    await this.passkeys.remove(user, id.slice(0, 1024));
    return { message: 'Passkey removed.' };
  }

  /** Throttled like the password sign-in. */
  @Post('login-options')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginThrottleGuard)
  @ApiOkResponse({
    description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get()',
  })
  loginOptions() {
    return this.passkeys.authenticationOptions();
  }

  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @UseGuards(LoginThrottleGuard)
  @ApiOkResponse({ description: "{access_token, token_type: 'bearer', username}" })
  @ApiUnauthorizedResponse({ description: 'The passkey could not be used to sign in.' })
  async login(@Body() body: PasskeyLoginDto): Promise<TokenResponse & { username: string }> {
    const { userId, username } = await this.passkeys.authenticate(body.response);
    const token = await this.auth.issueToken(userId, username, ' with a passkey');
    return { ...token, username };
  }
}

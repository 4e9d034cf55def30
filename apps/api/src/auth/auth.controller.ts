import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { TokenResponse } from '@furnace/contracts';
import { AuthService } from './auth.service';
import { LoginDto } from './login.dto';
import { LoginThrottleGuard } from './login-throttle.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** No registration endpoint exists: accounts come from the CLI (npm run create-admin). */
  @Post('token')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LoginThrottleGuard)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: "{access_token, token_type: 'bearer'}" })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password.' })
  @ApiTooManyRequestsResponse({ description: 'Throttled; see Retry-After' })
  token(@Body() body: LoginDto): Promise<TokenResponse> {
    return this.auth.signIn(body.username, body.password);
  }
}

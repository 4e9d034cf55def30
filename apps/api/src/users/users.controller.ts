import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { CurrentUser as CurrentUserBody } from '@furnace/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import type { User } from './user';

@ApiTags('users')
@Controller('users')
export class UsersController {
  @Get('me')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{member_id, email}' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  me(@CurrentUser() user: User): CurrentUserBody {
    return { member_id: user.memberId, email: user.email };
  }
}

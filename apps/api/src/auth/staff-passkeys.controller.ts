import { Controller, Delete, Get, Param } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { USER_ID } from '../common/id.pipe';
import { Passkeys, type PasskeyRow } from './passkeys.service';
import { CurrentActor } from '../audit/current-actor';
import type { Actor } from '../audit/history';
import { Roles } from './access';

/** An admin sees and removes any account's passkeys (the Staff page). */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
@Roles('admin')
@ApiForbiddenResponse({ description: 'Only an admin can do this.' })
export class StaffPasskeysController {
  constructor(private readonly passkeys: Passkeys) {}

  @Get(':id/passkeys')
  @ApiOkResponse({ description: "The account's passkeys [{id, name, created_at, last_used_at}]" })
  list(@Param('id', USER_ID) id: number): Promise<PasskeyRow[]> {
    return this.passkeys.list(id);
  }

  @Delete(':id/passkeys/:passkeyId')
  @ApiOkResponse({ description: '{message}' })
  @ApiNotFoundResponse({ description: 'No passkey with this id.' })
  async remove(
    @Param('id', USER_ID) id: number,
    @Param('passkeyId') passkeyId: string,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string }> {
    await this.passkeys.removeOf(id, passkeyId.slice(0, 1024), actor);
    return { message: 'Passkey removed.' };
  }
}

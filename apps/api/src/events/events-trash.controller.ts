import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MuseumEvent } from '@furnace/contracts';
import { EventIdPipe } from '../common/id.pipe';
import { EventsService } from './events.service';
import { EventsTrash, type TrashedEvent } from './events-trash.service';
import { CurrentActor } from '../audit/current-actor';
import type { Actor } from '../audit/history';
import { Roles } from '../auth/access';
import { Writes } from '../cache/answers';

/**
 * The events' trash (editor): registered before EventsController so `/events/trash` is not read
 * as `/events/{count}`.
 */
@ApiTags('events')
@ApiBearerAuth()
@Controller('events')
@Roles('editor')
@Writes('events', 'files')
export class EventsTrashController {
  constructor(
    private readonly trash: EventsTrash,
    private readonly events: EventsService,
  ) {}

  @Get('trash')
  @ApiOkResponse({ description: 'Deleted events kept for 30 days, newest deletion first' })
  list(): Promise<TrashedEvent[]> {
    return this.trash.list();
  }

  @Post(':id/restore')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The event, back with its image and PDF' })
  @ApiNotFoundResponse({ description: 'Not in the trash' })
  async restore(
    @Param('id', EventIdPipe) id: number,
    @CurrentActor() actor: Actor,
  ): Promise<MuseumEvent> {
    await this.trash.restore(id, actor);
    return (await this.events.find(id)) as MuseumEvent;
  }
}

import { Controller, Get, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MuseumEvent } from '@furnace/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RequireRole } from '../auth/roles';
import { EventIdPipe } from '../common/id.pipe';
import { EventsService } from './events.service';
import { EventsTrash, type TrashedEvent } from './events-trash.service';
import { Writes } from '../cache/answers';

/**
 * The events' trash (editor): registered before EventsController so `/events/trash` is not read
 * as `/events/{count}`.
 */
@ApiTags('events')
@ApiBearerAuth()
@Controller('events')
@Writes('events', 'files')
@UseGuards(JwtAuthGuard)
@RequireRole('editor')
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
  async restore(@Param('id', EventIdPipe) id: number): Promise<MuseumEvent> {
    await this.trash.restore(id);
    return (await this.events.find(id)) as MuseumEvent;
  }
}

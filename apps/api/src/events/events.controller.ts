import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { MessageResponse, MuseumEvent } from '@furnace/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PUBLIC_JSON } from '../web/cache-policy';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SignedInUser } from '../auth/jwt.strategy';
import { CachedJson, type CachedReply } from '../common/cached-json';
import { EventIdPipe } from '../common/id.pipe';
import { UpcomingCountPipe } from './count.pipe';
import { Upload, UploadedFields, UploadedFiles, type ParsedForm } from '../files/upload';
import { UpcomingEvents } from './upcoming-events.service';
import { EventsService } from './events.service';
import {
  EVENT_FORM_FIELDS,
  EventChangesDto,
  eventChanges,
  NewEventDto,
  newEvent,
} from './event-form.dto';
import { ScopeAllGuard } from './scope-all.guard';

export { MAX_UPCOMING_COUNT } from './count.pipe';

const EVENT_FORM = {
  files: { image: 'image', pdf: 'pdf' },
  fields: EVENT_FORM_FIELDS,
} as const;

const FORM_SCHEMA = {
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string' },
      description: { type: 'string' },
      event_start: {
        type: 'string',
        example: '2026-07-04T10:00:00',
        description: "Museum's local date-time",
      },
      category: { type: 'string', example: 'Default Category' },
      link_text: { type: 'string' },
      link_url: { type: 'string' },
      image: {
        type: 'string',
        format: 'binary',
        description: 'JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels',
      },
      pdf: { type: 'string', format: 'binary', description: 'PDF, at most 20 MB' },
    },
  },
};

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly listing: UpcomingEvents,
  ) {}

  @Get()
  @UseGuards(ScopeAllGuard)
  @ApiQuery({
    name: 'scope',
    required: false,
    enum: ['upcoming', 'all'],
    description: "'all' (signed-in only) adds past events",
  })
  @ApiOkResponse({ description: 'Events from today (museum time) on, in date order' })
  async list(@Query('scope') scope: string | undefined): Promise<CachedReply> {
    // The admin's view: always fresh from the database.
    if (scope === 'all')
      return new CachedJson(await this.events.list(null)).reply({ cacheControl: 'no-store' });
    return (await this.listing.get()).body.reply({ cacheControl: PUBLIC_JSON });
  }

  /** Numeric only: /events/{id}/calendar.ics and /events.ics are other routes (CalendarController). */
  @Get(':count')
  @Header('Cache-Control', PUBLIC_JSON)
  @ApiOkResponse({ description: 'The next `count` (1..50) upcoming events' })
  @ApiBadRequestResponse({ description: 'count is not a whole number from 1 to 50' })
  async upcoming(@Param('count', UpcomingCountPipe) count: number): Promise<MuseumEvent[]> {
    return (await this.listing.get()).events.slice(0, count);
  }

  @Post()
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_SCHEMA)
  @ApiCreatedResponse({ description: 'The new event' })
  @ApiBadRequestResponse({
    description: 'Missing or invalid field, no image, or a file of the wrong type',
  })
  @ApiPayloadTooLargeResponse({ description: 'Image over 10 MB or 40 megapixels, PDF over 20 MB' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  @Upload(EVENT_FORM)
  async create(
    @UploadedFields() fields: NewEventDto,
    @UploadedFiles() { image, pdf }: ParsedForm['files'],
  ): Promise<MuseumEvent> {
    if (!image)
      throw new BadRequestException(
        'An image file is required (multipart/form-data field "image").',
      );
    return this.events.create(newEvent(fields), { image, pdf });
  }

  @Patch(':id')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM_SCHEMA)
  @ApiOkResponse({ description: 'The event after the change; blank fields keep their values' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  @Upload(EVENT_FORM)
  async update(
    @Param('id', EventIdPipe) eventId: number,
    @UploadedFields() fields: EventChangesDto,
    @UploadedFiles() files: ParsedForm['files'],
  ): Promise<MuseumEvent> {
    return this.events.update(eventId, eventChanges(fields), files);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      '{message}; the event and its image and PDF leave the site, kept 30 days in the trash',
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async remove(
    @Param('id', EventIdPipe) eventId: number,
    @CurrentUser() user: SignedInUser,
  ): Promise<MessageResponse> {
    await this.events.remove(eventId, user.id);
    return { message: `Event ${eventId} deleted.` };
  }
}

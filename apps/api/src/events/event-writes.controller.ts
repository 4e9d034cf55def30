import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiPreconditionFailedResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  eventChangesSchema,
  type MessageResponse,
  type MuseumEvent,
  type TrashedEvent,
} from '@furnace/contracts';
import { openApiObject } from '../common/payload-dto';
import { Roles } from '../auth/access';
import { Writes } from '../cache/answers';
import { EventIdPipe } from '../common/id.pipe';
import { Upload, UploadedFields, UploadedFiles, type ParsedForm } from '../files/upload';
import { EventsService } from './events.service';
import { EventsTrash } from './events-trash.service';
import { OccurrenceParams } from './occurrence.pipe';
import {
  EVENT_CHANGE_FIELDS,
  EVENT_FORM_FIELDS,
  EventChangesDto,
  eventChanges,
  NewEventDto,
  newEvent,
  OccurrenceChangeDto,
} from './event-form.dto';
import { CurrentActor } from '../audit/current-actor';
import { IF_MATCH_REFUSED, IfMatch } from '../common/if-match';
import type { Actor } from '../audit/history';

/** PUT and DELETE /events/{id}/occurrences/{date}: its parameters documented, as one pipe reads them. */
const OccurrenceWrite = (method: typeof Put) =>
  applyDecorators(
    method(':id/occurrences/:date'),
    ApiParam({ name: 'id', type: Number }),
    ApiParam({ name: 'date', type: String }),
    ApiNotFoundResponse({ description: 'No such event, or it does not happen on that date' }),
  );

/** POST and PATCH: the multipart form, its text fields from the payload schema (PATCH reads `clear` too). */
const EventFormWrite = (fields: string[]) =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: openApiObject(eventChangesSchema, {
        image: {
          type: 'string',
          format: 'binary',
          description: 'JPEG, PNG, WebP or GIF, at most 10 MB and 40 megapixels',
        },
        pdf: { type: 'string', format: 'binary', description: 'PDF, at most 20 MB' },
      }),
    }),
    Upload({ files: { image: 'image', pdf: 'pdf' }, fields }),
  );

/**
 * The events' writes (editor): create, change, delete, one occurrence's own status, and the
 * trash. Registered before EventsController so `/events/trash` is not read as `/events/{count}`.
 */
@ApiTags('events')
@Controller('events')
@Roles('editor')
@Writes('events', 'files')
export class EventWritesController {
  constructor(
    private readonly events: EventsService,
    private readonly trash: EventsTrash,
  ) {}

  @OccurrenceWrite(Put)
  @ApiOkResponse({ description: 'The occurrence with its own status' })
  @ApiBadRequestResponse({ description: 'Bad date, unknown status, note too long' })
  changeOccurrence(
    @Param(OccurrenceParams) { id, date }: { id: number; date: string },
    @Body() change: OccurrenceChangeDto,
    @CurrentActor() actor: Actor,
  ): Promise<MuseumEvent> {
    const own = { status: change.status, status_note: change.status_note ?? '' };
    return this.events.changeOccurrence(id, date, own, actor);
  }

  @OccurrenceWrite(Delete)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The occurrence, back to the event's own status" })
  resetOccurrence(
    @Param(OccurrenceParams) { id, date }: { id: number; date: string },
    @CurrentActor() actor: Actor,
  ): Promise<MuseumEvent> {
    return this.events.changeOccurrence(id, date, null, actor);
  }

  @Post()
  @EventFormWrite(EVENT_FORM_FIELDS)
  @ApiCreatedResponse({ description: 'The new event' })
  @ApiBadRequestResponse({
    description: 'Missing or invalid field, no image, or a file of the wrong type',
  })
  @ApiPayloadTooLargeResponse({ description: 'Image over 10 MB or 40 megapixels, PDF over 20 MB' })
  async create(
    @UploadedFields() fields: NewEventDto,
    @UploadedFiles() { image, pdf }: ParsedForm['files'],
    @CurrentActor() actor: Actor,
  ): Promise<MuseumEvent> {
    if (!image)
      throw new BadRequestException(
        'An image file is required (multipart/form-data field "image").',
      );
    return this.events.create(newEvent(fields), { image, pdf }, actor);
  }

  @Patch(':id')
  @EventFormWrite(EVENT_CHANGE_FIELDS)
  @ApiOkResponse({ description: 'The event after the change; blank fields keep their values' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  async update(
    @Param('id', EventIdPipe) eventId: number,
    @UploadedFields() fields: EventChangesDto,
    @UploadedFiles() files: ParsedForm['files'],
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MuseumEvent> {
    const changes = eventChanges(fields);
    if (changes.removePdf && files.pdf)
      throw new BadRequestException('pdf is both given and cleared; send one or the other.');
    return this.events.update(eventId, changes, files, actor, undefined, ifMatch);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '{message}; the event and its image and PDF leave the site, kept 30 days in the trash',
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiPreconditionFailedResponse({ description: IF_MATCH_REFUSED })
  async remove(
    @Param('id', EventIdPipe) eventId: number,
    @CurrentActor() actor: Actor,
    @IfMatch() ifMatch: string | undefined,
  ): Promise<MessageResponse> {
    await this.events.remove(eventId, actor, ifMatch);
    return { message: `Event ${eventId} deleted.` };
  }

  @Get('trash')
  @ApiOkResponse({ description: 'Deleted events kept for 30 days, newest deletion first' })
  listTrash(): Promise<TrashedEvent[]> {
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
    return this.events.found(id);
  }
}

import { Controller, Get, Headers, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_EVENT_IMAGE_WIDTH,
  EVENT_IMAGE_WIDTHS,
  SIGN_NAME_MAX_LENGTH,
  SIGN_NAME_PATTERN,
  type EventImageWidth,
} from '@furnace/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { CurrentUser } from '../auth/current-user.decorator';
import type { SignedInUser } from '../auth/jwt.strategy';
import { parseId } from '../common/id.pipe';
import { EventPublication } from './event-publication';
import { ImageWidthPipe } from './image-width.pipe';
import { fileKeys } from './file-keys';
import { FileStore } from './file-store.service';
import { storedFileResponse } from './stored-file-response';
import { Public, tokenIfSent } from '../auth/access';

/**
 * The uploaded files, by their public paths (outside the /api/v1 prefix). Each path parameter is
 * matched against a strict pattern before it becomes a key, so '..', slashes and encodings
 * (Express has already decoded %2F and %2E) name nothing and get a 404.
 */
@ApiTags('files')
@Controller('static')
export class StaticFilesController {
  constructor(
    private readonly store: FileStore,
    private readonly publication: EventPublication,
  ) {}

  /**
   * A draft event's files are 404 to the public; staff (a valid bearer token) get every file,
   * never stored by a shared cache. Undefined: the public's usual caching.
   */
  private async draftCacheControl(
    eventId: number | null,
    user: SignedInUser | undefined,
  ): Promise<string | undefined> {
    if (user) return 'private, no-store';
    if (eventId !== null && (await this.publication.isDraft(eventId)))
      throw new NotFoundException('No such file.');
    return undefined;
  }

  @Get('event_images/:id')
  @Public({ tokenWhen: tokenIfSent })
  @ApiParam({ name: 'id', type: Number })
  @ApiQuery({
    name: 'w',
    required: false,
    description: `Width wanted; served as the nearest stored size up (${EVENT_IMAGE_WIDTHS.join(', ')}); default ${DEFAULT_EVENT_IMAGE_WIDTH}`,
  })
  @ApiOkResponse({ description: 'image/webp (GET and HEAD; ETag, 304)' })
  @ApiNotFoundResponse({ description: 'No such event or image, or a draft event (to the public)' })
  async eventImage(
    @Param('id') id: string,
    @Query('w', ImageWidthPipe) width: EventImageWidth,
    @Headers() request: IncomingHttpHeaders,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const eventId = parseId(id);
    const cacheControl = await this.draftCacheControl(eventId, user);
    return storedFileResponse(
      this.store,
      eventId === null ? null : fileKeys.eventImage(eventId, width),
      request,
      { cacheControl },
    );
  }

  @Get('event_info/:file')
  @Public({ tokenWhen: tokenIfSent })
  @ApiParam({ name: 'file', example: '12.pdf' })
  @ApiOkResponse({ description: 'application/pdf (GET and HEAD; ETag, 304)' })
  @ApiNotFoundResponse({
    description: 'No PDF uploaded for this event, or a draft (to the public)',
  })
  async eventPdf(
    @Param('file') file: string,
    @Headers() request: IncomingHttpHeaders,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const match = /^([0-9]+)\.pdf$/.exec(file);
    const eventId = match ? parseId(match[1]) : null;
    const cacheControl = await this.draftCacheControl(eventId, user);
    return storedFileResponse(
      this.store,
      eventId === null ? null : fileKeys.eventPdf(eventId),
      request,
      { disposition: `inline; filename="event-${eventId}.pdf"`, cacheControl },
    );
  }

  @Get('qr/:file')
  @Public()
  @ApiParam({ name: 'file', example: 'north-gate.pdf' })
  @ApiOkResponse({ description: 'application/pdf (GET and HEAD; ETag, 304)' })
  @ApiNotFoundResponse({ description: 'No sign with that name' })
  signPdf(@Param('file') file: string, @Headers() request: IncomingHttpHeaders): Promise<Response> {
    const name = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const valid = name.length <= SIGN_NAME_MAX_LENGTH && SIGN_NAME_PATTERN.test(name);
    return storedFileResponse(this.store, valid ? fileKeys.signPdf(name) : null, request, {
      disposition: `inline; filename="${name}.pdf"`,
    });
  }
}

import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  NotFoundException,
  Param,
  Query,
} from '@nestjs/common';
import { ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_EVENT_IMAGE_WIDTH,
  EVENT_IMAGE_WIDTHS,
  SIGN_NAME_PATTERN,
  type EventImageWidth,
} from '@furnace/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { ApiAnswers } from '../common/api-answers';
import { parseId } from '../common/id.pipe';
import { matchingTag } from '../common/web-response';
import { EventsService } from '../events/events.service';
import { fileKeys } from './file-keys';
import { FileStore, type StoredFile } from './file-store.service';
import { Public, tokenIfSent } from '../auth/access';

/** `?w=`: the smallest stored width at least as wide as asked (the largest if none is). */
const ImageWidthPipe = {
  transform(w: unknown): EventImageWidth {
    if (w === undefined) return DEFAULT_EVENT_IMAGE_WIDTH;
    if (typeof w !== 'string' || !/^[0-9]{1,5}$/.test(w) || Number(w) === 0)
      throw new BadRequestException(
        `w must be a width in pixels, such as ${EVENT_IMAGE_WIDTHS.join(', ')}.`,
      );
    return (
      EVENT_IMAGE_WIDTHS.find((size) => size >= Number(w)) ??
      EVENT_IMAGE_WIDTHS[EVENT_IMAGE_WIDTHS.length - 1]
    );
  },
};

/** An uploaded file may change under the same URL: kept briefly, then revalidated (a 304). */
const STATIC_FILE_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** Uploaded files; each parameter matches a strict pattern before it is a key ('..' is a 404). */
@ApiTags('files')
@Controller('static')
export class StaticFilesController {
  constructor(
    private readonly store: FileStore,
    private readonly events: EventsService,
  ) {}

  @Get('event_images/:id')
  @Public(tokenIfSent)
  @ApiParam({ name: 'id', type: Number })
  @ApiQuery({
    name: 'w',
    required: false,
    description: `Width wanted; served as the nearest stored size up (${EVENT_IMAGE_WIDTHS.join(', ')}); default ${DEFAULT_EVENT_IMAGE_WIDTH}`,
  })
  @ApiAnswers({
    200: 'image/webp (GET and HEAD; ETag, 304)',
    404: 'No such event or image, or a draft event (to the public)',
  })
  async eventImage(
    @Param('id') id: string,
    @Query('w', ImageWidthPipe) width: EventImageWidth,
    @Headers() request: IncomingHttpHeaders,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const eventId = parseId(id);
    const key = eventId === null ? null : fileKeys.eventImage(eventId, width);
    return this.send(key, request, { event: { id: eventId, user } });
  }

  @Get('event_info/:file')
  @Public(tokenIfSent)
  @ApiParam({ name: 'file', example: '12.pdf' })
  @ApiAnswers({
    200: 'application/pdf (GET and HEAD; ETag, 304)',
    404: 'No PDF uploaded for this event, or a draft (to the public)',
  })
  async eventPdf(
    @Param('file') file: string,
    @Headers() request: IncomingHttpHeaders,
    @CurrentUser() user: SignedInUser | undefined,
  ): Promise<Response> {
    const match = /^([0-9]+)\.pdf$/.exec(file);
    const eventId = match ? parseId(match[1]) : null;
    return this.send(eventId === null ? null : fileKeys.eventPdf(eventId), request, {
      disposition: `inline; filename="event-${eventId}.pdf"`,
      event: { id: eventId, user },
    });
  }

  @Get('qr/:file')
  @Public()
  @ApiParam({ name: 'file', example: 'north-gate.pdf' })
  @ApiAnswers({ 200: 'application/pdf (GET and HEAD; ETag, 304)', 404: 'No sign with that name' })
  signPdf(@Param('file') file: string, @Headers() request: IncomingHttpHeaders): Promise<Response> {
    const name = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    return this.send(SIGN_NAME_PATTERN.test(name) ? fileKeys.signPdf(name) : null, request, {
      disposition: `inline; filename="${name}.pdf"`,
    });
  }

  /** A matching revalidation reads the headers alone; a draft's files are 404 to the public. */
  private async send(
    key: string | null,
    request: IncomingHttpHeaders,
    options: { disposition?: string; event?: { id: number | null; user?: SignedInUser } } = {},
  ): Promise<Response> {
    const { event } = options;
    if (key === null) throw new NotFoundException('No such file.');
    // A draft's (or no event's) file is not found; a database outage is not.
    if (event && !event.user && event.id !== null)
      await this.events.visible(event.id, false).catch((error: unknown) => {
        throw error instanceof NotFoundException ? new NotFoundException('No such file.') : error;
      });
    const head = request['if-none-match'] ? await this.store.head(key) : null;
    const notModified = head !== null && matchingTag(request, [head.etag]) !== null;
    const file = notModified ? head : await this.store.file(key);
    if (!file) throw new NotFoundException('No such file.');
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      ETag: file.etag,
      'Last-Modified': file.updatedAt.toUTCString(),
      'Cache-Control': event?.user ? 'private, no-store' : STATIC_FILE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ...(options.disposition && { 'Content-Disposition': options.disposition }),
    };
    if (notModified) return new Response(null, { status: 304, headers });
    const { data } = file as StoredFile;
    headers['Content-Length'] = String(data.length);
    return new Response(new Uint8Array(data.buffer, data.byteOffset, data.length), { headers });
  }
}

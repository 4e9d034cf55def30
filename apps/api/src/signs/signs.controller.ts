import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpStatus,
  Param,
  Put,
  UploadedFiles,
} from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  SIGN_NAME_MAX_LENGTH,
  SIGN_NAME_PATTERN,
  signTextsSchema,
  type ApiErrorBody,
  type MessageResponse,
  type SignPage,
  type SignRecord,
} from '@furnace/contracts';
import { Upload, type ParsedForm } from '../files/upload';
import { ApiAnswers } from '../common/api-answers';
import { PayloadDto } from '../common/payload-dto';
import { jsonResponse } from '../common/web-response';
import { SignsService } from './signs.service';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { Public, Roles } from '../auth/access';
import { CachedAnswer, Writes } from '../cache/answers';

class SignTextsDto extends PayloadDto(signTextsSchema) {}

/** `@Param('name', SignNamePipe)`: refused before it goes near a key ('..', '/', '%2F' and the like). */
const SignNamePipe = {
  transform(value: string): string {
    if (SIGN_NAME_PATTERN.test(value)) return value;
    throw new BadRequestException(
      `A sign name is lower-case letters and digits, words joined by single hyphens (e.g. north-gate), at most ${SIGN_NAME_MAX_LENGTH} characters.`,
    );
  },
};

@ApiTags('signs')
@Controller('signs')
@Writes('files')
export class SignsController {
  constructor(private readonly signs: SignsService) {}

  /** Every signed-in account (each role holds `editor`). */
  @Get()
  @Roles('editor')
  @ApiAnswers({ 200: '[{name, title, summary, pdf, qr, url, size, updated_at}] by name' })
  list(): Promise<SignRecord[]> {
    return this.signs.list();
  }

  @Put(':name')
  @Roles('editor')
  @ApiAnswers({
    201: 'A new sign',
    200: "The sign's PDF, title or summary changed",
    400: 'Invalid name, no PDF for a new sign, not a PDF, a text too long',
  })
  @Upload({ schema: signTextsSchema, files: { pdf: ['pdf', 'Required to create a sign'] } })
  async put(
    @Param('name', SignNamePipe) signName: string,
    @Body() texts: SignTextsDto,
    @UploadedFiles() files: ParsedForm['files'],
    @CurrentUser() actor: SignedInUser,
  ): Promise<Response> {
    const { sign, created } = await this.signs.put(signName, files.pdf ?? null, texts, actor);
    return jsonResponse(sign satisfies SignRecord, created ? HttpStatus.CREATED : HttpStatus.OK);
  }

  @Delete(':name')
  @Roles('editor')
  @ApiAnswers({ 200: '{message}', 404: 'No such sign' })
  async remove(
    @Param('name', SignNamePipe) signName: string,
    @CurrentUser() actor: SignedInUser,
  ): Promise<MessageResponse> {
    await this.signs.remove(signName, actor);
    return { message: `Sign "${signName}" deleted.` };
  }

  /** Public: the readable /signs/{name} page shows it (the sign itself is public on the grounds). */
  @Get(':name')
  @Public()
  @CachedAnswer({ tags: ['files'], whole: false })
  @ApiAnswers({ 200: '{name, title, summary, pdf}', 404: 'No such sign' })
  page(@Param('name', SignNamePipe) name: string): Promise<SignPage> {
    return this.signs.page(name);
  }

  /** Public on purpose: it encodes a public address, and an <img> in the admin cannot send a token. */
  @Get(':name/qr.svg')
  @Public()
  @ApiProduces('image/svg+xml')
  @ApiAnswers({
    200: 'Printable QR code encoding {PUBLIC_URL}/signs/{name}',
    404: 'No such sign',
  })
  async qr(@Param('name', SignNamePipe) name: string): Promise<Response> {
    const svg = await this.signs.qrSvg(name);
    if (svg === null) {
      // No cache keeps it: the sign may be uploaded any moment.
      const message = `There is no sign named "${name}".`;
      const body: ApiErrorBody = { statusCode: 404, error: 'Not Found', message };
      return jsonResponse(body, HttpStatus.NOT_FOUND, { 'Cache-Control': 'no-store' });
    }
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
}

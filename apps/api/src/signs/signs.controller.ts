import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Put,
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
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { MessageResponse, SignRecord } from '@furnace/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Upload, UploadedForm, type ParsedForm } from '../files/upload';
import { SignNamePipe } from './sign-name.pipe';
import { SignsService } from './signs.service';

const SIGN_FORM = { files: { pdf: 'pdf' }, fields: [] } as const;

@ApiTags('signs')
@Controller('signs')
export class SignsController {
  constructor(private readonly signs: SignsService) {}

  @Get()
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '[{name, pdf, qr, url, size, updated_at}] by name' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  list(): Promise<SignRecord[]> {
    return this.signs.list();
  }

  @Put(':name')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['pdf'],
      properties: { pdf: { type: 'string', format: 'binary' } },
    },
  })
  @ApiCreatedResponse({ description: 'A new sign' })
  @ApiOkResponse({ description: "The sign's PDF was replaced" })
  @ApiBadRequestResponse({ description: 'Invalid name, no PDF, or not a PDF' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  @Upload(SIGN_FORM)
  async put(
    @Param('name', SignNamePipe) signName: string,
    @UploadedForm() { files }: ParsedForm,
  ): Promise<Response> {
    if (!files.pdf)
      throw new BadRequestException('A PDF file is required (multipart/form-data field "pdf").');
    const { sign, created } = await this.signs.put(signName, files.pdf);
    // 201 or 200 decided here: a web Response is Nest's way to answer with its own status.
    return new Response(JSON.stringify(sign satisfies SignRecord), {
      status: created ? HttpStatus.CREATED : HttpStatus.OK,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }

  @Delete(':name')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{message}' })
  @ApiNotFoundResponse({ description: 'No such sign' })
  @ApiUnauthorizedResponse({ description: 'No valid bearer token' })
  async remove(@Param('name', SignNamePipe) signName: string): Promise<MessageResponse> {
    await this.signs.remove(signName);
    return { message: `Sign "${signName}" deleted.` };
  }

  /** Public on purpose: it encodes a public address, and an <img> in the admin cannot send a token. */
  @Get(':name/qr.svg')
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'Printable QR code encoding {PUBLIC_URL}/signs/{name}' })
  @ApiNotFoundResponse({ description: 'No such sign' })
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @Header('X-Content-Type-Options', 'nosniff')
  async qr(@Param('name', SignNamePipe) name: string): Promise<string> {
    return this.signs.qrSvg(name);
  }
}

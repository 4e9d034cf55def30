import {
  applyDecorators,
  CallHandler,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { multipartReader, type FormSpec, type ParsedForm } from './read-multipart';

const UPLOAD_SPEC = Symbol('upload form spec');
const PARSED_FORM = Symbol('parsed upload form');

type WithForm = Request & { [PARSED_FORM]?: ParsedForm };

/**
 * Reads the form a handler declares with @Upload() (read-multipart.ts) before it runs; as an
 * interceptor, after the guards, so nothing is parsed for a request without a valid token.
 */
@Injectable()
export class UploadInterceptor implements NestInterceptor {
  private readonly readers = new WeakMap<FormSpec, ReturnType<typeof multipartReader>>();

  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<FormSpec>(UPLOAD_SPEC, context.getHandler());
    let read = this.readers.get(spec);
    if (!read) this.readers.set(spec, (read = multipartReader(spec)));
    const http = context.switchToHttp();
    const req = http.getRequest<WithForm>();
    return from(read(req, http.getResponse<Response>())).pipe(
      mergeMap((form) => {
        req[PARSED_FORM] = form;
        return next.handle();
      }),
    );
  }
}

/** The handler takes a multipart form of this shape; read it with @UploadedForm(). */
export const Upload = (spec: FormSpec) =>
  applyDecorators(SetMetadata(UPLOAD_SPEC, spec), UseInterceptors(UploadInterceptor));

/** The text fields @Upload() read, checked by ApiValidationPipe as the parameter's DTO. */
export const UploadedFields = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ParsedForm['fields'] =>
    context.switchToHttp().getRequest<WithForm>()[PARSED_FORM]?.fields ?? {},
);

/** The files @Upload() read, by field name, as Buffers. */
export const UploadedFiles = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ParsedForm['files'] =>
    context.switchToHttp().getRequest<WithForm>()[PARSED_FORM]?.files ?? {},
);

export type { ParsedForm };

import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { MESSAGES, type ApiErrorBody } from '@furnace/contracts';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { diskFullError, isDatabaseUnavailable } from '../database/database-failure';

export const RETRY_AFTER_SECONDS = 5;

/** Every error as `{statusCode, error, message}`: one human sentence, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { statusCode, ...said } = this.describe(exception);
    const text = exception instanceof Error ? exception.message : String(exception);
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) this.logger.warn(`503: ${text}`);
    else if (statusCode >= 500)
      this.logger.error(exception instanceof Error ? (exception.stack ?? text) : text);
    if (response.headersSent) return;
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE)
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    const error = STATUS_CODES[statusCode] ?? 'Error';
    response.status(statusCode).json({ statusCode, error, ...said } satisfies ApiErrorBody);
  }

  private describe(exception: unknown): Pick<ApiErrorBody, 'statusCode' | 'message' | 'errors'> {
    if (exception instanceof HttpException) {
      // Nest takes the message from the response when it is one; a field list rides beside it.
      const { errors } = exception.getResponse() as Pick<ApiErrorBody, 'errors'>;
      return { statusCode: exception.getStatus(), message: exception.message, errors };
    }
    const diskFull = diskFullError(exception);
    if (diskFull) return diskFull;
    if (isDatabaseUnavailable(exception))
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: MESSAGES.databaseUnavailable };
    // Errors from the body parsers (express.json / urlencoded) carry an HTTP status and a type.
    const { status, type } = (exception ?? {}) as { status?: number; type?: string };
    if (typeof status === 'number' && status >= 400 && status < 500)
      return { statusCode: status, message: parserMessage(type, status) };
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again later.',
    };
  }
}

function parserMessage(type: string | undefined, status: number): string {
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'The request body uses an unsupported encoding.';
  return 'The request body could not be read.';
}

import { RequestMethod } from '@nestjs/common';
import type { Server } from 'node:http';
import { limitConnections } from './common/connection-limits';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { clockFromEnv, type Clock } from './clock/clock';
import { Answers } from './cache/answers';
import { trackStaleAnswers } from './cache/topic-cache.service';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ApiValidationPipe } from './common/api-validation.pipe';
import { DeadlineTransactions, RequestDeadline } from './common/request-deadline';
import { DataSource } from 'typeorm';

export const API_PREFIX = 'api/v1';

/** The site's pages set their own Content-Security-Policy. */
const HELMET_OPTIONS = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false } as const;

/** Not yet listening. `config.databaseUrl` is set: main.ts starts the embedded PostgreSQL first. */
export async function createApp(
  config: AppConfig,
  options: { logStream?: DestinationStream; clock?: Clock } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.clock ?? clockFromEnv(), options.logStream),
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  limitConnections(app.getHttpServer() as Server, !!config.trustProxy);
  // First of all (after the note that lets TopicCache mark an answer stale): kept whole answers of
  // public GETs, sent as the pipeline below sent them.
  app.use(trackStaleAnswers);
  const answers = app.get(Answers);
  app.use(answers.serve);
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: none), so a
  // client cannot pick its own address for the sign-in throttle (docs/operations.md).
  app.set('trust proxy', config.trustProxy);
  app.use(helmet(HELMET_OPTIONS));
  // The OpenAPI page, with or without the web layer: nothing inline, nothing from elsewhere.
  app.use(
    '/api/docs',
    helmet({
      ...HELMET_OPTIONS,
      contentSecurityPolicy: {
        directives: {
          styleSrc: ["'self'"],
          fontSrc: ["'self'"],
          baseUri: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [{ path: 'static/{*path}', method: RequestMethod.ALL }],
  });
  app.useGlobalPipes(new ApiValidationPipe());
  // Outermost: the deadline covers the answer cache's work too.
  app.useGlobalInterceptors(
    new RequestDeadline(config.requestDeadlineMs, app.get(Reflector)),
    answers,
  );
  app
    .get(DataSource)
    .subscribers.push(new DeadlineTransactions(config.database.statementTimeoutMs));
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Furnace museum API')
      .setDescription('Opening hours, holidays, events and staff sign-in')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}

import { RequestMethod } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { TypeOrmModule } from '@nestjs/typeorm';
import helmet from 'helmet';
import { Logger as PinoNestLogger, LoggerModule } from 'nestjs-pino';
import type { DestinationStream, Level } from 'pino';
import { startTime, type Options as HttpLoggingOptions } from 'pino-http';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CLOCK, clockFromEnv, type Clock } from './clock/clock';
import { MIGRATIONS } from './database/migrations';
import { Answers, READS } from './cache/answers';
import { TopicCache, trackStaleAnswers } from './cache/topic-cache.service';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { ApiValidationPipe } from './common/api-validation.pipe';
import { limitConnections } from './common/connection-limits';
import { DeadlineTransactions, RequestDeadline } from './common/request-deadline';
import { HealthController } from './health/health.controller';
import { AuthModule } from './auth/auth.module';
import { AlertsController } from './alerts/alerts.controller';
import { AlertsService } from './alerts/alerts.service';
import { AuditController } from './audit/audit.controller';
import { AuditTrail } from './audit/audit.service';
import { Undo } from './audit/history';
import { BackupsController } from './backup/backups.controller';
import { BackupFolder } from './backup/nightly-backup';
import { CalendarController } from './calendar/calendar.controller';
import { ContentController } from './content/content.controller';
import { ContentService } from './content/content.service';
import { EventsController } from './events/events.controller';
import { EventsService } from './events/events.service';
import { FileStore } from './files/file-store.service';
import { StaticFilesController } from './files/static-files.controller';
import { DayWrites } from './hours/day-writes.service';
import { HoursController } from './hours/hours.controller';
import { SeasonsController, SpecialDaysController } from './schedule/schedule-records.controller';
import { Schedule } from './schedule/schedule.service';
import { SignsController } from './signs/signs.controller';
import { SignsService } from './signs/signs.service';

export const API_PREFIX = 'api/v1';

/** Every domain's controllers and providers, in one global module (but sign-in's AuthModule). */
class AppModule {}

/** Not yet listening. `config.databaseUrl` is set: main.ts starts the embedded PostgreSQL first. */
export async function createApp(
  config: AppConfig,
  options: { logStream?: DestinationStream; clock?: Clock } = {},
): Promise<NestExpressApplication> {
  const httpLogging: HttpLoggingOptions = {
    level: config.logLevel,
    customLogLevel: requestLogLevel,
    // Health probes and the hot status endpoint would drown the log; errors still show.
    autoLogging: {
      ignore: (req) => /\/api\/v1\/(health|hours\/status)/.test(req.url ?? ''),
    },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  const app = await NestFactory.create<NestExpressApplication>(
    {
      module: AppModule,
      // The configuration, the clock, the one cache and the undo registry, for every module.
      global: true,
      exports: [APP_CONFIG, CLOCK, TopicCache, Answers, Undo],
      // Routes register in this order.
      controllers: [
        HealthController,
        HoursController,
        SeasonsController,
        SpecialDaysController,
        StaticFilesController,
        CalendarController,
        EventsController,
        ContentController,
        AlertsController,
        SignsController,
        AuditController,
        BackupsController,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? clockFromEnv() },
        TopicCache,
        Answers,
        Undo,
        // Nightly and on-demand backups (docs/operations.md); with BACKUP_DIR=off, none.
        {
          provide: BackupFolder,
          useValue:
            config.backups && new BackupFolder(config.databaseUrl as string, config.backups),
        },
        Schedule,
        DayWrites,
        FileStore,
        EventsService,
        ContentService,
        AlertsService,
        SignsService,
        AuditTrail,
      ],
      imports: [
        LoggerModule.forRoot({
          // The reads every page view makes, and the polled calendar feed, get no per-request
          // logger (errors are still logged by the filter): it cost more than the cached answer.
          exclude: ['hours', 'hours/status', 'hours/schedule', 'hours/week', 'events.ics'].map(
            (path) => ({ method: RequestMethod.GET, path }),
          ),
          pinoHttp: options.logStream ? [httpLogging, options.logStream] : httpLogging,
        }),
        // Plain SQL only (no entities); the schema is the migrations', run at start.
        TypeOrmModule.forRoot({
          type: 'postgres',
          // main.ts has resolved it (the embedded server's) before Nest starts.
          url: config.databaseUrl ?? undefined,
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          // Every query is bounded (docs/operations.md); query_timeout, a little longer than
          // statement_timeout, ends the wait on a frozen server, which cannot cancel anything.
          extra: {
            max: 10,
            connectionTimeoutMillis: config.database.connectTimeoutMs,
            keepAlive: true,
            ...(config.database.statementTimeoutMs > 0 && {
              statement_timeout: config.database.statementTimeoutMs,
              query_timeout: config.database.statementTimeoutMs + 1000,
            }),
          },
          retryAttempts: 2,
          retryDelay: 1000,
        }),
        AuthModule,
      ],
    },
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(PinoNestLogger));
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
  // The site's pages set their own Content-Security-Policy; the OpenAPI page's, with or without the
  // web layer, is this one: nothing inline, nothing from elsewhere.
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(
    '/api/docs',
    helmet.contentSecurityPolicy({
      directives: {
        styleSrc: ["'self'"],
        fontSrc: ["'self'"],
        baseUri: ["'none'"],
        upgradeInsecureRequests: null,
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

export const SLOW_REQUEST_MS = 1000;

/** A quick successful read is `debug`: at info, reads wrote 4 GB an hour at 600 requests/s. */
function requestLogLevel(req: IncomingMessage, res: ServerResponse, error?: Error): Level {
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  if (!READS.has(req.method ?? 'GET')) return 'info';
  if (Date.now() - res[startTime] > SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

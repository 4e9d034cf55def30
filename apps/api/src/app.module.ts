import { DynamicModule, Logger, Module, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, Level } from 'pino';
import { startTime, type Options as HttpLoggingOptions } from 'pino-http';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { CLOCK, type Clock } from './clock/clock';
import { MIGRATIONS } from './database/migrations';
import { Answers, READS } from './cache/answers';
import { TopicCache } from './cache/topic-cache.service';
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
import { UpcomingEvents } from './events/upcoming-events.service';
import { FileStore } from './files/file-store.service';
import { StaticFilesController } from './files/static-files.controller';
import { DayWrites } from './hours/day-writes.service';
import { HoursController } from './hours/hours.controller';
import { SeasonsController, SpecialDaysController } from './schedule/schedule-records.controller';
import { Schedule } from './schedule/schedule.service';
import { SignsController } from './signs/signs.controller';
import { SignsService } from './signs/signs.service';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock: Clock, logStream?: DestinationStream): DynamicModule {
    const httpLogging: HttpLoggingOptions = {
      level: config.logLevel,
      customLogLevel: requestLogLevel,
      // Health probes and the hot status endpoint would drown the log; errors still show.
      autoLogging: {
        ignore: (req) => /\/api\/v1\/(health|hours\/status)/.test(req.url ?? ''),
      },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    };
    return {
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
        { provide: CLOCK, useValue: clock },
        TopicCache,
        Answers,
        Undo,
        // Nightly and on-demand backups (docs/operations.md); with BACKUP_DIR=off, none.
        {
          provide: BackupFolder,
          useValue:
            config.backups &&
            new BackupFolder(
              config.databaseUrl as string,
              config.backups,
              new Logger('NightlyBackup'),
            ),
        },
        Schedule,
        DayWrites,
        FileStore,
        EventsService,
        UpcomingEvents,
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
          pinoHttp: logStream ? [httpLogging, logStream] : httpLogging,
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
    };
  }
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

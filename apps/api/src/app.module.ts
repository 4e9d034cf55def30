import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream, Level } from 'pino';
import { startTime, type Options as HttpLoggingOptions } from 'pino-http';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.module';
import { CLOCK, type Clock } from './clock/clock';
import { DatabaseModule } from './database/database.module';
import { Answers } from './cache/answers';
import { TopicCache } from './cache/topic-cache.service';
import { HealthController } from './health/health.controller';
import { AuthModule } from './auth/auth.module';
import { EventsModule } from './events/events.module';
import { FilesModule } from './files/files.module';
import { SignsModule } from './signs/signs.module';
import { BackupModule } from './backup/backup.module';
import { ContentModule } from './content/content.module';
import { ScheduleModule } from './schedule/schedule.module';
import { AuditModule } from './audit/audit.module';

@Module({})
class RootValuesModule {}

@Module({})
export class AppModule {
  /** `logStream`: where the log goes (default stdout; the logging test reads it). */
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
      controllers: [HealthController],
      imports: [
        // The configuration, the clock and the one cache (with the whole answers kept in it),
        // injectable in every module.
        {
          module: RootValuesModule,
          global: true,
          providers: [
            { provide: APP_CONFIG, useValue: config },
            { provide: CLOCK, useValue: clock },
            TopicCache,
            Answers,
          ],
          exports: [APP_CONFIG, CLOCK, TopicCache, Answers],
        },
        LoggerModule.forRoot({
          // The reads every page view makes, and the polled calendar feed, get no per-request
          // logger (errors are still logged by the filter): it cost more than the cached answer.
          exclude: ['hours', 'hours/status', 'hours/schedule', 'hours/week', 'events.ics'].map(
            (path) => ({ method: RequestMethod.GET, path }),
          ),
          pinoHttp: logStream ? [httpLogging, logStream] : httpLogging,
        }),
        DatabaseModule,
        ScheduleModule,
        AuthModule,
        FilesModule,
        EventsModule,
        SignsModule,
        BackupModule,
        ContentModule,
        AuditModule,
      ],
    };
  }
}

/** A request slower than this is logged at info even when it is a successful read. */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The level of pino-http's line per request (at info, public reads wrote 4 GB an hour at 600
 * requests/s): 5xx `error`, 4xx `warn`, writes and slow requests `info`, a quick successful read
 * `debug` (so LOG_LEVEL=debug still shows every request).
 */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, error?: Error): Level {
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  if (!READS.has(req.method ?? 'GET')) return 'info';
  const started = (res as unknown as Record<symbol, number | undefined>)[startTime];
  if (started !== undefined && Date.now() - started > SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

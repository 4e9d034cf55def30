import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { CacheModule } from './cache/cache.module';
import { HealthModule } from './health/health.module';
import { HoursModule } from './hours/hours.module';
import { AuthModule } from './auth/auth.module';
import { HolidaysModule } from './holidays/holidays.module';
import { UsersModule } from './users/users.module';
import { CalendarModule } from './calendar/calendar.module';
import { EventsModule } from './events/events.module';
import { FilesModule } from './files/files.module';
import { SignsModule } from './signs/signs.module';
import { BackupModule } from './backup/backup.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // The public reads every page view makes get no per-request logger at all (errors are
          // still logged by the exception filter): pino-http's per-request work cost more than
          // the cached answer itself.
          exclude: [
            { method: RequestMethod.GET, path: 'hours' },
            { method: RequestMethod.GET, path: 'hours/status' },
          ],
          pinoHttp: {
            level: config.logLevel,
            // Health probes and the hot status endpoint would drown the log; errors still show.
            autoLogging: {
              ignore: (req) => /\/api\/v1\/(health|hours\/status)/.test(req.url ?? ''),
            },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        DatabaseModule,
        CacheModule,
        HealthModule,
        HoursModule,
        HolidaysModule,
        UsersModule,
        AuthModule,
        FilesModule,
        CalendarModule,
        EventsModule,
        SignsModule,
        BackupModule,
      ],
    };
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MIGRATIONS } from './migrations';

/**
 * The TypeORM DataSource, used one way: plain SQL through `DataSource.query` (no entities, no
 * repositories). The schema comes only from the hand-written migrations, which run at
 * start; `synchronize` stays off so the database is never changed behind our back.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl)
          throw new Error('No database URL: createApp() resolves one before Nest starts');
        return {
          type: 'postgres' as const,
          url: config.databaseUrl,
          entities: [],
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each' as const,
          synchronize: false,
          logging: false,
          extra: { max: 10, connectionTimeoutMillis: 5000 },
          // Fail fast with a clear message rather than retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}

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
          // Every query is bounded (docs/operations.md): the server cancels a statement after
          // statement_timeout (57014, a 503); a request waits at most connectionTimeoutMillis
          // for a connection; and query_timeout, a little longer, ends the wait on a server that
          // is frozen (stopped, not dead), which cannot cancel anything itself.
          extra: {
            max: 10,
            connectionTimeoutMillis: config.database.connectTimeoutMs,
            keepAlive: true,
            ...(config.database.statementTimeoutMs > 0 && {
              statement_timeout: config.database.statementTimeoutMs,
              query_timeout: config.database.statementTimeoutMs + 1000,
            }),
          },
          // Fail fast with a clear message rather than retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}

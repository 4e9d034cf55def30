import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/** Plain SQL only (no entities); the schema is the migrations', run at start. */
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
        };
      },
    }),
  ],
})
export class DatabaseModule {}

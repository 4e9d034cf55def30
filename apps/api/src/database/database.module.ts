import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/** Plain SQL only (no entities); the schema is the migrations', run at start. */
export const databaseModule = ({ databaseUrl, database }: AppConfig) =>
  TypeOrmModule.forRoot({
    type: 'postgres',
    // createApp() has resolved it (the embedded server's) before Nest starts.
    url: databaseUrl ?? undefined,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    // Every query is bounded (docs/operations.md); query_timeout, a little longer than
    // statement_timeout, ends the wait on a frozen server, which cannot cancel anything.
    extra: {
      max: 10,
      connectionTimeoutMillis: database.connectTimeoutMs,
      keepAlive: true,
      ...(database.statementTimeoutMs > 0 && {
        statement_timeout: database.statementTimeoutMs,
        query_timeout: database.statementTimeoutMs + 1000,
      }),
    },
    retryAttempts: 2,
    retryDelay: 1000,
  });

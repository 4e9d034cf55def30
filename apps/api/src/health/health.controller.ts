import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RETRY_AFTER_SECONDS } from '../common/all-exceptions.filter';

export interface HealthBody {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/**
 * `GET /health` (unchanged contract) and `/health/ready` answer whether the database answers;
 * `/health/live` only that the process does (docs/api.md, "Health"): a load balancer takes a
 * process out of rotation on readiness, a supervisor restarts it only on liveness.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOkResponse({ description: '{status: "ok", database: "up"}' })
  @ApiServiceUnavailableResponse({ description: '{status: "error", database: "down"}' })
  check(): Promise<HealthBody | Response> {
    return this.ready();
  }

  @Get('live')
  @ApiOkResponse({ description: '{status: "ok"}: the process answers (the database is not asked)' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOkResponse({ description: '{status: "ok", database: "up"}' })
  @ApiServiceUnavailableResponse({ description: '{status: "error", database: "down"}' })
  async ready(): Promise<HealthBody | Response> {
    if (await this.databaseReachable()) return { status: 'ok', database: 'up' };
    // A status chosen at run time: a web Response (Nest sends its status and headers).
    const body: HealthBody = { status: 'error', database: 'down' };
    return new Response(JSON.stringify(body), {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_SECONDS),
      },
    });
  }

  private async databaseReachable(): Promise<boolean> {
    if (!this.db.isInitialized) return false;
    try {
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), 2000).unref(),
      );
      await Promise.race([this.db.query('SELECT 1'), timeout]);
      return true;
    } catch {
      return false;
    }
  }
}

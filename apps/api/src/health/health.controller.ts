import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface HealthBody {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiOkResponse({ description: '{status: "ok", database: "up"}' })
  @ApiServiceUnavailableResponse({ description: '{status: "error", database: "down"}' })
  async check(): Promise<HealthBody | Response> {
    if (await this.databaseReachable()) return { status: 'ok', database: 'up' };
    // A status chosen at run time: a web Response (Nest sends its status and headers).
    const body: HealthBody = { status: 'error', database: 'down' };
    return new Response(JSON.stringify(body), {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
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

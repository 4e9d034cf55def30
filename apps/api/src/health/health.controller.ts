import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
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
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthBody> {
    if (await this.databaseReachable()) return { status: 'ok', database: 'up' };
    res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
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

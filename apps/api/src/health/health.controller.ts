import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiAnswers } from '../common/api-answers';
import { RETRY_AFTER_SECONDS } from '../common/all-exceptions.filter';
import { jsonResponse } from '../common/web-response';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { embeddedStatus } from '../database/embedded-status';
import { Public } from '../auth/access';

/** Readiness (the database answers) for a load balancer, liveness for a supervisor. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(['', 'ready'])
  @Public()
  @ApiAnswers({
    200: '{status: "ok", database: "up", disk: "ok" | "low", disk_free_mb}',
    503: '{status: "error", database: "down", disk, disk_free_mb}',
  })
  async ready(): Promise<object> {
    const [reachable, disk] = await Promise.all([this.databaseReachable(), this.disk()]);
    if (reachable) return { status: 'ok', database: 'up', ...disk };
    const body = { status: 'error', database: 'down', ...disk };
    return unavailable(body, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }

  @Get('live')
  @Public()
  @ApiAnswers({
    200: '{status: "ok"}: the process answers (the database is not asked)',
    503: '{status: "error"}: the embedded database has been down and failing to restart for 2 minutes',
  })
  live(): { status: 'ok' } | Response {
    if (!embeddedStatus.cannotRecover()) return { status: 'ok' };
    // The process keeps trying, but a service manager should restart it as a whole.
    return unavailable({ status: 'error' });
  }

  /** 'low' under DISK_LOW_MB free under DATA_DIR: writes will soon be 507 (reads still work). */
  private async disk() {
    let folder = this.config.dataDir;
    while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
    const { bavail, bsize } = await statfs(folder);
    const freeMb = Math.floor((bavail * bsize) / (1024 * 1024));
    return { disk: freeMb < this.config.diskLowMb ? 'low' : 'ok', disk_free_mb: freeMb };
  }

  private async databaseReachable(): Promise<boolean> {
    if (!this.db.isInitialized) return false;
    const answered = this.db.query('SELECT 1').then(() => true);
    return Promise.race([answered, sleep(2000, false, { ref: false })]).catch(() => false);
  }
}

const unavailable = (body: object, headers: Record<string, string> = {}) =>
  jsonResponse(body, HttpStatus.SERVICE_UNAVAILABLE, { 'Cache-Control': 'no-store', ...headers });

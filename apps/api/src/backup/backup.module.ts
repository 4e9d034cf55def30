import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  Module,
  NotFoundException,
  Param,
  Post,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { CurrentActor } from '../audit/current-actor';
import { recordChange, type Actor } from '../audit/history';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import {
  BACKUP_FILE_PATTERN,
  NightlyBackups,
  nightlyBackupSettings,
  type NightlyBackupSettings,
} from './nightly-backup';
import type { BackupFile, BackupRun } from '@furnace/contracts';
import { Roles } from '../auth/access';

/**
 * The site's backups: nightly (on by default, into DATA_DIR/backups, the last 14 kept;
 * docs/operations.md) and on demand from the admin's Backups page. Each is the same file
 * `npm run backup` writes and `npm run restore` takes.
 */
@Injectable()
export class BackupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NightlyBackup');
  private readonly settings: NightlyBackupSettings | null;
  private nightly: NightlyBackups | null = null;
  private making: Promise<BackupRun> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.settings = nightlyBackupSettings(process.env, process.cwd(), config.dataDir);
  }

  onApplicationBootstrap(): void {
    if (!this.settings || !this.config.databaseUrl) return;
    this.nightly = new NightlyBackups(this.config.databaseUrl, this.settings, this.logger);
    this.nightly.start();
    this.logger.log(
      `Backups every day at ${this.settings.at} into ${this.settings.dir}, keeping the last ${this.settings.keep}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.nightly?.stop();
  }

  /** The kept backups, newest first. */
  list(): BackupFile[] {
    const dir = this.folder();
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => BACKUP_FILE_PATTERN.test(name))
      .sort()
      .reverse()
      .map((name) => {
        const stat = statSync(join(dir, name));
        return { name, created_at: stat.mtime.toISOString(), bytes: stat.size };
      });
  }

  /** How the last nightly backup went, null before the first. */
  lastNightly(): BackupRun | null {
    return this.nightly?.lastRun ?? null;
  }

  /** One backup now (one at a time: a second request waits for the one under way). */
  async make(): Promise<BackupRun> {
    if (!this.nightly) throw new ServiceUnavailableException(BACKUPS_OFF);
    const nightly = this.nightly;
    this.making ??= nightly
      .runOnce()
      .then(() => nightly.lastRun as BackupRun)
      .finally(() => (this.making = null));
    return this.making;
  }

  /** The file of a kept backup, or null. */
  file(name: string): string | null {
    if (!BACKUP_FILE_PATTERN.test(name)) return null;
    const path = join(this.folder(), name);
    return existsSync(path) ? path : null;
  }

  private folder(): string {
    if (!this.settings) throw new ServiceUnavailableException(BACKUPS_OFF);
    return this.settings.dir;
  }
}

const BACKUPS_OFF = 'Backups are turned off on this site (BACKUP_DIR=off).';

@ApiTags('backups')
@Controller('backups')
@Roles('admin')
export class BackupsController {
  constructor(
    private readonly backups: BackupService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The kept backups, newest first: [{name, created_at, bytes}]' })
  list(): BackupFile[] {
    return this.backups.list();
  }

  @Get('nightly')
  @ApiOkResponse({
    description: 'The last nightly run {at, ok, file?, bytes?, error?}, or null before the first',
  })
  nightly(): { last: BackupRun | null } {
    return { last: this.backups.lastNightly() };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ description: '{name}: the backup just made' })
  async make(@CurrentActor() actor: Actor): Promise<{ name: string }> {
    const run = await this.backups.make();
    if (!run.ok || !run.file)
      throw new ServiceUnavailableException(`The backup failed: ${run.error ?? 'unknown reason'}`);
    const name = run.file.replace(/^.*[\\/]/, '');
    // The backup is a file, not a change in the database: its entry follows it.
    await recordChange(this.db.manager, actor, {
      entity: 'backups',
      entityId: name,
      action: 'create',
      summary: `Made the backup ${name}`,
    });
    return { name };
  }

  @Get(':name')
  @ApiOkResponse({ description: 'The backup file, as a download (what `npm run restore` takes)' })
  @ApiNotFoundResponse({ description: 'No such backup' })
  download(@Param('name') name: string): Response {
    const file = this.backups.file(name);
    if (!file) throw new NotFoundException('No backup has this name.');
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Content-Length': String(statSync(file).size),
        'Cache-Control': 'no-store',
      },
    });
  }
}

@Module({ providers: [BackupService], controllers: [BackupsController] })
export class BackupModule {}

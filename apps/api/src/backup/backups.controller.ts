import { createReadStream, statSync } from 'node:fs';
import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Post,
  ServiceUnavailableException,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { recordChange } from '../audit/history';
import { CurrentUser, type SignedInUser } from '../auth/jwt.strategy';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiAnswers } from '../common/api-answers';
import { BackupFolder, BACKUPS_OFF } from './nightly-backup';
import type { BackupFile, BackupRun } from '@furnace/contracts';
import { Roles } from '../auth/access';
import { NoRequestDeadline } from '../common/request-deadline';

@ApiTags('backups')
@Controller('backups')
@Roles('admin')
export class BackupsController {
  constructor(
    @Inject(BackupFolder) private readonly folder: BackupFolder | null,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  private get backups(): BackupFolder {
    if (!this.folder) throw new ServiceUnavailableException(BACKUPS_OFF);
    return this.folder;
  }

  @Get()
  @ApiAnswers({ 200: 'The kept backups, newest first: [{name, created_at, bytes}]' })
  list(): BackupFile[] {
    return this.backups.list();
  }

  @Get('nightly')
  @ApiAnswers({
    200: 'The last nightly run {at, ok, file?, bytes?, error?}, or null before the first',
  })
  nightly(): { last: BackupRun | null } {
    return { last: this.folder?.lastRun ?? null };
  }

  @Post()
  @NoRequestDeadline()
  @ApiAnswers({ 201: '{name}: the backup just made' })
  async make(@CurrentUser() actor: SignedInUser): Promise<{ name: string }> {
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
  @ApiAnswers({
    200: 'The backup file, as a download (what `npm run restore` takes)',
    404: 'No such backup',
  })
  download(@Param('name') name: string): StreamableFile {
    const file = this.backups.file(name);
    if (!file) throw new NotFoundException('No backup has this name.');
    return new StreamableFile(createReadStream(file), {
      type: 'application/gzip',
      disposition: `attachment; filename="${name}"`,
      length: statSync(file).size,
    });
  }
}

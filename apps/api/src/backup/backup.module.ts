import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NightlyBackups, nightlyBackupSettings } from './nightly-backup';

/** Nightly backups in the running server when BACKUP_DIR is set (docs/operations.md). */
@Injectable()
export class NightlyBackupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NightlyBackup');
  private backups: NightlyBackups | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    const settings = nightlyBackupSettings(process.env);
    if (!settings || !this.config.databaseUrl) return;
    this.backups = new NightlyBackups(this.config.databaseUrl, settings, this.logger);
    this.backups.start();
    this.logger.log(
      `Backups every day at ${settings.at} into ${settings.dir}, keeping the last ${settings.keep}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backups?.stop();
  }
}

@Module({ providers: [NightlyBackupService] })
export class BackupModule {}

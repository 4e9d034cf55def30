import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { StaffService } from './staff.service';
import { AccountError, UserAccounts } from './user-accounts';

const FIRST_RUN_ADMIN = { username: 'admin', email: 'admin@localhost.localdomain' } as const;

/** The file the first release wrote the first-run admin's password into, in plain text. */
export const OLD_PASSWORD_FILE = 'admin-password.txt';

export function plainPasswordFileWarning(dataDir: string): string | null {
  const file = join(dataDir, OLD_PASSWORD_FILE);
  if (!existsSync(file)) return null;
  return (
    `${file} holds a staff password in plain text, left by the first release of the site. ` +
    'Sign in as admin and change that password (Profile), then delete the file: ' +
    'nothing reads it any more.'
  );
}

/** Outside production: `admin`, its setup link shown once on the console, never stored or logged. */
@Injectable()
export class FirstRunAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstRunAdmin.name);
  setupLink: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
    private readonly staff: StaffService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const warning = plainPasswordFileWarning(this.config.dataDir);
    if (warning) {
      this.logger.warn(warning);
      if (this.config.nodeEnv !== 'test') console.error(`\nWARNING: ${warning}\n`);
    }
    if (this.config.isProduction || (await this.accounts.list()).length > 0) return;
    const password = this.config.firstRunAdminPassword ?? undefined;
    const user = await this.accounts
      .create({ ...FIRST_RUN_ADMIN, password })
      .catch((error: unknown) => {
        // Another API process on the same database got there first.
        if (error instanceof AccountError) return null;
        throw error;
      });
    if (!user) return;
    if (password === undefined) this.setupLink = await this.staff.newLink(user.id, 'setup');
    this.logger.log(
      password === undefined
        ? 'Created the first-run user "admin"; its one-time setup link is on the console'
        : 'Created the first-run user "admin" with the password of FIRST_RUN_ADMIN_PASSWORD',
    );
  }
}

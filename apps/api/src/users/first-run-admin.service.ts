import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountError, generatePassword, UserAccounts } from './user-accounts';

export const FIRST_RUN_ADMIN = { username: 'admin', email: 'admin@localhost.localdomain' } as const;
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * A new install outside production gets an `admin` account with a random password, printed once
 * and written to DATA_DIR/admin-password.txt (the end-to-end tests sign in with it). In production
 * nothing is created: staff accounts come from `npm run create-admin`.
 */
@Injectable()
export class FirstRunAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstRunAdmin.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: UserAccounts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.isProduction || (await this.accounts.count()) > 0) return;
    const password = generatePassword();
    try {
      await this.accounts.create({ ...FIRST_RUN_ADMIN, password });
    } catch (error) {
      // Another API process on the same database got there first.
      if (error instanceof AccountError) return;
      throw error;
    }
    const file = join(this.config.dataDir, ADMIN_PASSWORD_FILE);
    mkdirSync(this.config.dataDir, { recursive: true });
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    this.logger.log(`Created the first-run user "admin"; password written to ${file}`);
    if (this.config.nodeEnv !== 'test') {
      console.log(
        `\nFirst run: created user "admin" with password ${password}\n(also saved in ${file}; change it with npm run reset-password -- --username admin)\n`,
      );
    }
  }
}

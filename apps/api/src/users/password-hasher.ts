import * as argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { passwordShapeProblem } from '@furnace/contracts';

/** argon2id with the configured cost (never below m=19456 KiB, t=2, p=1; see AppConfig). */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'argon2'>) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.config.argon2 });
  }

  /** False without a hash too, after as long a check: the time does not tell who exists. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('dummy password that never matches anything');
      return this.verify(await this.dummyHash, password).then(() => false);
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a crash.
      return false;
    }
  }

  /** Made with weaker parameters than today's: rehash after a good sign-in. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.config.argon2);
    } catch {
      return true;
    }
  }
}

/** zxcvbn-ts's ~49,000 most common breached passwords (shipped in the package), lower-cased. */
let commonPasswords: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  const lower = password.toLowerCase();
  // "password1234!" is as weak as "password": also try without trailing digits and symbols.
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return commonPasswords.has(lower) || (stem.length >= 4 && commonPasswords.has(stem));
}

export const passwordProblem = (password: string): string | null =>
  passwordShapeProblem(password) ??
  (isCommonPassword(password) ? commonPasswordText('The password') : null);

export const commonPasswordText = (field: string) =>
  `${field} is one of the most common passwords and is easy to guess. Please choose another.`;

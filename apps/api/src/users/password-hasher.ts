import * as argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { AppConfig } from '../config/app-config';
import { passwordShapeProblem } from '@furnace/contracts';

export { MIN_PASSWORD_LENGTH } from '@furnace/contracts';

/** argon2id with the configured cost (never below m=19456 KiB, t=2, p=1; see AppConfig). */
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly cost: AppConfig['argon2']) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed sign-in, not a crash.
      return false;
    }
  }

  /** True when the hash was made with weaker parameters than today's: rehash after a good sign-in. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, { ...this.cost });
    } catch {
      return true;
    }
  }

  /**
   * Spends the same time as a real check for a user who does not exist, so a caller cannot tell
   * an unknown username from a wrong password by the response time.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy password that never matches anything');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

/**
 * The passwords attackers try first: zxcvbn-ts's list of the most common passwords from public
 * breaches (about 49,000, shipped in the package: no network call), lower-cased.
 */
let commonPasswords: Set<string> | null = null;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  const lower = password.toLowerCase();
  // "password1234!" is as weak as "password": also try without trailing digits and symbols.
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return commonPasswords.has(lower) || (stem.length >= 4 && commonPasswords.has(stem));
}

/** Problems with a new password, or null when it is acceptable. */
export function passwordProblem(password: string, field = 'The password'): string | null {
  return (
    passwordShapeProblem(password, field) ??
    (isCommonPassword(password) ? commonPasswordText(field) : null)
  );
}

export const commonPasswordText = (field: string) =>
  `${field} is one of the most common passwords and is easy to guess. Please choose another.`;

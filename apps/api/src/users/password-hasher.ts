import * as argon2 from 'argon2';
import type { AppConfig } from '../config/app-config';

export const MIN_PASSWORD_LENGTH = 12;

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

/** Problems with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > 1024) return 'The password must be at most 1024 characters long.';
  return null;
}

import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { TokenResponse } from '@furnace/contracts';
import { PasswordHasher } from '../users/password-hasher';
import { UserAccounts } from '../users/user-accounts';
import type { TokenPayload } from './jwt-settings';

/** The one message for every failed sign-in: it must not tell which part was wrong. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password.';

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
  ) {}

  async signIn(username: string, password: string): Promise<TokenResponse> {
    const user = await this.accounts.findByUsername(username);
    // Unknown users cost one argon2 verification too, so timing does not reveal who exists.
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstDummy(password);
    if (!user || !valid || user.disabled) throw new UnauthorizedException(INVALID_LOGIN_MESSAGE);

    if (this.hasher.needsRehash(user.passwordHash)) {
      // The cost parameters went up since this hash was made: upgrade it while we know the password.
      await this.accounts.replaceHash(user.id, await this.hasher.hash(password));
    }
    const payload: TokenPayload = { sub: String(user.id), username: user.memberId };
    return { access_token: await this.jwt.signAsync(payload), token_type: 'bearer' };
  }
}

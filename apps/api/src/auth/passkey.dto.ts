import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Rule, Trim } from '../common/validation';

const credential = (field: string) => (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? typeof (value as { id?: unknown }).id === 'string' &&
      (value as { id: string }).id.length <= 1024
      ? null
      : `${field}.id must be the credential's id.`
    : `${field} must be the browser's WebAuthn answer (an object).`;

/** POST /auth/passkeys/register: the browser's answer to the registration options. */
export class RegisterPasskeyDto {
  @ApiProperty({ description: 'RegistrationResponseJSON from navigator.credentials.create()' })
  @Rule('response', credential('response'))
  response: Record<string, unknown>;

  @ApiPropertyOptional({ example: 'Office laptop' })
  @Trim()
  @Rule('name', (value) =>
    value === undefined || (typeof value === 'string' && value.length <= 100)
      ? null
      : 'name must be text of at most 100 characters.',
  )
  name?: string;
}

/** POST /auth/passkeys/register-options: the password, unless the sign-in is under 5 minutes old. */
export class PasskeyOptionsDto {
  @ApiPropertyOptional({
    description: "The account's password (not needed within 5 minutes of signing in)",
  })
  @Rule('password', (value) =>
    value === undefined || (typeof value === 'string' && value.length <= 1024)
      ? null
      : 'password must be text.',
  )
  password?: string;
}

/** POST /auth/passkeys/login: the browser's answer to the authentication options. */
export class PasskeyLoginDto {
  @ApiProperty({ description: 'AuthenticationResponseJSON from navigator.credentials.get()' })
  @Rule('response', credential('response'))
  response: Record<string, unknown>;
}

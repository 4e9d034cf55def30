import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { STAFF_ROLES } from '@furnace/contracts';
import { Rule, Trim } from '../common/validation';
import { emailProblem, normalizeEmail, normalizeUsername, usernameProblem } from './normalize';
import { passwordProblem } from './password-hasher';

const text = (field: string, check: (value: string) => string | null) => (value: unknown) =>
  typeof value !== 'string' || value === '' ? `${field} is required.` : check(value);

const password = (field: string) => text(field, (value) => passwordProblem(value, field));

const role = (value: unknown) =>
  STAFF_ROLES.includes(value as never) ? null : `role must be one of ${STAFF_ROLES.join(', ')}.`;

/** POST /users (admin): an invitation. */
export class InviteUserDto {
  @ApiProperty({ example: 'ada' })
  @Trim()
  @Rule(
    'username',
    text(
      'username',
      (v) =>
        usernameProblem(normalizeUsername(v)) &&
        `username must be 2 to 64 characters: letters, digits, dots, dashes or underscores.`,
    ),
  )
  username: string;

  @ApiProperty({ example: 'ada@example.org' })
  @Trim()
  @Rule(
    'email',
    text(
      'email',
      (v) =>
        emailProblem(normalizeEmail(v)) &&
        'email must be an e-mail address such as ada@example.org.',
    ),
  )
  email: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @Rule('role', role)
  role: (typeof STAFF_ROLES)[number];
}

/** PATCH /users/{id} (admin): each optional. */
export class UpdateUserDto {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @Rule('role', (value) => (value === undefined ? null : role(value)))
  role?: (typeof STAFF_ROLES)[number];

  @ApiPropertyOptional()
  @Rule('disabled', (value) =>
    value === undefined || typeof value === 'boolean' ? null : 'disabled must be true or false.',
  )
  disabled?: boolean;
}

/** POST /auth/accept-invite: the link's token and the new password. */
export class AcceptInviteDto {
  @ApiProperty()
  @Rule('token', text('token', (v) => (v.length <= 200 ? null : 'token is not valid.')))
  token: string;

  @ApiProperty({ format: 'password' })
  @Rule('password', password('password'))
  password: string;
}

/** POST /users/me/password */
export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @Rule(
    'current_password',
    text('current_password', (v) =>
      v.length <= 1024 ? null : 'current_password must be at most 1024 characters.',
    ),
  )
  current_password: string;

  @ApiProperty({ format: 'password' })
  @Rule('new_password', password('new_password'))
  new_password: string;
}

/** POST /auth/forgot-password: who forgot it. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada' })
  @Trim()
  @Rule(
    'username_or_email',
    text('username_or_email', (v) =>
      v.length >= 1 && v.length <= 254
        ? null
        : 'username_or_email must be a username or an e-mail address.',
    ),
  )
  username_or_email: string;
}

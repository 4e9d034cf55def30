import {
  acceptInviteSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  inviteUserSchema,
  loginSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  registerPasskeySchema,
  updateUserSchema,
} from '@furnace/contracts';
import type { AnyObject, MixedSchema } from 'yup';
import { PayloadDto } from '../common/payload-dto';
import { commonPasswordText, isCommonPassword } from './password-hasher';

// The rules are the payloads' in @furnace/contracts; the API adds the one the browsers cannot
// check, the list of the most common passwords (not sent to browsers).

const notCommon = (password: unknown, name: string) =>
  (password as MixedSchema<string, AnyObject, undefined, ''>).test({
    name: 'not-common',
    test: (value, context) =>
      typeof value === 'string' && isCommonPassword(value)
        ? context.createError({ message: commonPasswordText(name) })
        : true,
  });

export class InviteUserDto extends PayloadDto(inviteUserSchema) {}
export class UpdateUserDto extends PayloadDto(updateUserSchema) {}

export class AcceptInviteDto extends PayloadDto(
  acceptInviteSchema.shape({
    password: notCommon(acceptInviteSchema.fields.password, 'password'),
  }),
) {}

export class ChangePasswordDto extends PayloadDto(
  changePasswordSchema.shape({
    new_password: notCommon(changePasswordSchema.fields.new_password, 'new_password'),
  }),
) {}

export class ForgotPasswordDto extends PayloadDto(forgotPasswordSchema) {}

/** The sign-in form (application/x-www-form-urlencoded, as the spec's client sends it). */
export class LoginDto extends PayloadDto(loginSchema) {}
export class RegisterPasskeyDto extends PayloadDto(registerPasskeySchema) {}
export class PasskeyOptionsDto extends PayloadDto(passkeyOptionsSchema) {}
export class PasskeyLoginDto extends PayloadDto(passkeyLoginSchema) {}

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
import type { AnyObject, MixedSchema, ObjectSchema } from 'yup';
import { PayloadDto } from '../common/payload-dto';
import { commonPasswordText, isCommonPassword } from './password-hasher';

// The rules are the payloads' in @furnace/contracts; the API adds the one the browsers cannot
// check, the list of the most common passwords (not sent to browsers).

const notCommon = <S extends ObjectSchema<AnyObject>>(
  schema: S,
  name: keyof S['fields'] & string,
) =>
  schema.shape({
    [name]: (schema.fields[name] as MixedSchema).test({
      name: 'not-common',
      test: (value, context) =>
        typeof value === 'string' && isCommonPassword(value)
          ? context.createError({ message: commonPasswordText(name) })
          : true,
    }),
  }) as S;

export class InviteUserDto extends PayloadDto(inviteUserSchema) {}
export class UpdateUserDto extends PayloadDto(updateUserSchema) {}
export class AcceptInviteDto extends PayloadDto(notCommon(acceptInviteSchema, 'password')) {}
export class ChangePasswordDto extends PayloadDto(
  notCommon(changePasswordSchema, 'new_password'),
) {}
export class ForgotPasswordDto extends PayloadDto(forgotPasswordSchema) {}

/** The sign-in form (application/x-www-form-urlencoded, as the spec's client sends it). */
export class LoginDto extends PayloadDto(loginSchema) {}
export class RegisterPasskeyDto extends PayloadDto(registerPasskeySchema) {}
export class PasskeyOptionsDto extends PayloadDto(passkeyOptionsSchema) {}
export class PasskeyLoginDto extends PayloadDto(passkeyLoginSchema) {}

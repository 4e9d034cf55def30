import {
  loginSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  registerPasskeySchema,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** The sign-in form (application/x-www-form-urlencoded, as the spec's client sends it). */
export class LoginDto extends PayloadDto(loginSchema) {}
export class RegisterPasskeyDto extends PayloadDto(registerPasskeySchema) {}
export class PasskeyOptionsDto extends PayloadDto(passkeyOptionsSchema) {}
export class PasskeyLoginDto extends PayloadDto(passkeyLoginSchema) {}

import {
  passkeyLoginSchema,
  passkeyOptionsSchema,
  registerPasskeySchema,
} from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

export class RegisterPasskeyDto extends PayloadDto(registerPasskeySchema) {}
export class PasskeyOptionsDto extends PayloadDto(passkeyOptionsSchema) {}
export class PasskeyLoginDto extends PayloadDto(passkeyLoginSchema) {}

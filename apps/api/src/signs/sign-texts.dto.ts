import { signTextsSchema } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** PUT /signs/{name} text fields (multipart); rules: signTextsSchema in @furnace/contracts. */
export class SignTextsDto extends PayloadDto(signTextsSchema) {}

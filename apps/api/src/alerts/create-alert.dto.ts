import { createAlertSchema } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** POST /alerts body (its rules: createAlertSchema in @furnace/contracts). */
export class CreateAlertDto extends PayloadDto(createAlertSchema) {}

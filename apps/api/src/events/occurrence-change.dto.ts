import { occurrenceChangeSchema } from '@furnace/contracts';
import { PayloadDto } from '../common/payload-dto';

/** PUT /events/{id}/occurrences/{date}: that occurrence's own status (docs/api.md "Events"). */
export class OccurrenceChangeDto extends PayloadDto(occurrenceChangeSchema) {}

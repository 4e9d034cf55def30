import {
  createSpecialDay,
  deleteSpecialDay,
  fetchSpecialDays,
  updateSpecialDay,
} from '@furnace/api-client';
import type { SpecialDayPayload, SpecialDayRecord } from '@furnace/contracts';

/** The special days touching the payload's dates (past ones too), asked now, not trusted from a list. */
export async function specialDaysOn(
  payload: SpecialDayPayload,
  leaveOut?: SpecialDayRecord | null,
) {
  const found = await fetchSpecialDays({ from: payload.date_from, to: payload.date_through });
  return found.filter((other) => other.id !== leaveOut?.id);
}

/** Writes the payload in place of `others` (agreed to), deleting the rest first: no overlap. */
export async function replaceSpecialDays(
  payload: SpecialDayPayload,
  others: SpecialDayRecord[],
  editing: SpecialDayRecord | null = null,
  shown: SpecialDayRecord | null = null,
) {
  const target = editing ?? others[0];
  for (const other of others) if (other.id !== target?.id) await deleteSpecialDay(other.id);
  if (target)
    await updateSpecialDay(target.id, payload, target === editing ? (shown ?? target) : target);
  else await createSpecialDay(payload);
}

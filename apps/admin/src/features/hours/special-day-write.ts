import {
  createSpecialDay,
  deleteSpecialDay,
  fetchSpecialDays,
  updateSpecialDay,
} from '@furnace/api-client';
import { HOURS_UI, type SpecialDayPayload, type SpecialDayRecord } from '@furnace/contracts';
import type { Ask } from './record-dates';

/**
 * Writes the payload in place of the special days touching its dates (past ones too, asked now,
 * not trusted from a list) once the user agreed to `question(them)`, deleting the rest first: no
 * overlap. False when the user said no.
 */
export async function replaceSpecialDays(
  payload: SpecialDayPayload,
  ask: Ask,
  question: (others: SpecialDayRecord[]) => string,
  editing: SpecialDayRecord | null = null,
  shown: SpecialDayRecord | null = null,
) {
  const found = await fetchSpecialDays({ from: payload.date_from, to: payload.date_through });
  const others = found.filter((other) => other.id !== editing?.id);
  if (others.length && !(await ask(question(others), HOURS_UI.replace))) return false;
  const target = editing ?? others[0];
  for (const other of others) if (other.id !== target?.id) await deleteSpecialDay(other.id);
  if (target)
    await updateSpecialDay(target.id, payload, target === editing ? (shown ?? target) : target);
  else await createSpecialDay(payload);
  return true;
}

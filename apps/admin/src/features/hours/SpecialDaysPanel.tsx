import { museumToday } from '../../components/museum-time';
import {
  createSpecialDay,
  deleteSpecialDay,
  fetchSpecialDays,
  updateSpecialDay,
} from '@furnace/api-client';
import {
  HOURS_UI,
  formatLongDate,
  type SpecialDayPayload,
  type SpecialDayRecord,
} from '@furnace/contracts';
import { FormikField } from '@furnace/ui';
import { useFormikContext } from 'formik';
import { FormikRadios } from '../../components/ChoiceFields';
import * as Yup from 'yup';
import { dayText } from '@furnace/opening-hours';
import { emptyRange, rangesSchema, toApiRanges, toRangeValues } from './ranges-form';
import { RangesFields } from './RangesFields';
import { DateFields, lastDaySchema, pastDateAgreed, type Ask } from './record-dates';
import type { RecordKind } from './RecordsPanel';

/** The form's values; `date_through` empty: the same day. */
const specialDayValues = (record: SpecialDayRecord | null) => ({
  date_from: record?.date_from ?? '',
  date_through: record && record.date_through !== record.date_from ? record.date_through : '',
  kind: (record?.ranges.length ? 'open' : 'closed') as 'closed' | 'open',
  reason: record?.reason ?? '',
  note: record?.note ?? '',
  ranges: toRangeValues(record?.ranges ?? []),
});
type SpecialDayValues = ReturnType<typeof specialDayValues>;

const specialDaySchema = Yup.object({
  date_from: Yup.string().required(HOURS_UI.specialFromRequired),
  date_through: lastDaySchema('date_from'),
  kind: Yup.string().oneOf(['closed', 'open']).required(),
  reason: Yup.string().when('kind', {
    is: 'closed',
    then: (schema) => schema.trim().required(HOURS_UI.reasonRequired),
  }),
  ranges: Yup.array().when('kind', {
    is: 'open',
    then: () => rangesSchema.min(1, HOURS_UI.openNeedsRange),
  }),
});

/** 'Thursday, December 24, 2026' or 'Thursday, December 24, 2026 to Saturday, December 26, 2026'. */
export const specialDates = (record: Pick<SpecialDayPayload, 'date_from' | 'date_through'>) => {
  const from = formatLongDate(record.date_from, { weekday: true });
  return record.date_from === record.date_through
    ? from
    : `${from} to ${formatLongDate(record.date_through, { weekday: true })}`;
};

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

const KINDS = [
  { value: 'closed', label: HOURS_UI.specialClosed },
  { value: 'open', label: HOURS_UI.specialOpen },
] as const;

function SpecialDayFields() {
  const { values, setFieldValue } = useFormikContext<SpecialDayValues>();
  return (
    <>
      <DateFields
        idPrefix="special"
        names={['date_from', 'date_through']}
        labels={[HOURS_UI.specialFrom, HOURS_UI.specialThrough]}
      />
      <FormikRadios
        id="special-kind"
        name="kind"
        legend={HOURS_UI.specialKind}
        options={KINDS}
        // Open with its own hours starts with one range to fill in.
        onChoose={(kind) => {
          if (kind === 'open' && !values.ranges.length)
            void setFieldValue('ranges', [emptyRange()]);
        }}
      />
      {values.kind === 'closed' ? (
        <FormikField
          name="reason"
          id="special-reason"
          label={HOURS_UI.specialReason}
          autoComplete="off"
        />
      ) : (
        <RangesFields name="ranges" idPrefix="special" label="the special day" />
      )}
      <FormikField name="note" id="special-note" label={HOURS_UI.specialNote} autoComplete="off" />
    </>
  );
}

/** Special days win over seasons and the week; a past date or one already special asks first. */
export const SPECIAL_DAYS: RecordKind<SpecialDayRecord, SpecialDayValues, SpecialDayPayload> = {
  noun: 'special day',
  title: HOURS_UI.specialDaysTitle,
  intro: HOURS_UI.specialDaysIntro,
  none: HOURS_UI.noSpecialDays,
  loadFailed: HOURS_UI.loadSpecialDaysFailed,
  saveFailed: HOURS_UI.saveSpecialDayFailed,
  deleteFailed: HOURS_UI.deleteSpecialDayFailed,
  save: HOURS_UI.saveSpecialDay,
  add: HOURS_UI.addSpecialDayTitle,
  fetch: (signal) => fetchSpecialDays({ from: museumToday() }, signal),
  remove: deleteSpecialDay,
  async write(payload, ask, editing, shown) {
    if (!(await pastDateAgreed(ask, payload.date_from, HOURS_UI.specialDayInPast))) return false;
    const question = (others: SpecialDayRecord[]) =>
      HOURS_UI.specialDayReplace(others.map(specialDates).join('; '));
    return replaceSpecialDays(payload, ask, question, editing, shown);
  },
  name: specialDates,
  details: (record) => (
    <>
      <p>{dayText(record.ranges, record.reason)}</p>
      {record.note && <p>{record.note}</p>}
    </>
  ),
  deleteQuestion: (record) =>
    `Delete the special day ${specialDates(record)}? The season or the regular week applies again.`,
  saved: (payload) => HOURS_UI.specialDaySaved(specialDates(payload)),
  deleted: (record) => HOURS_UI.specialDayDeleted(specialDates(record)),
  editTitle: () => HOURS_UI.editSpecialDayTitle,
  schema: specialDaySchema,
  toValues: specialDayValues,
  toPayload: (values) => ({
    date_from: values.date_from,
    date_through: values.date_through || values.date_from,
    ranges: values.kind === 'open' ? toApiRanges(values.ranges) : [],
    reason: values.reason.trim() || null,
    note: values.note.trim() || null,
  }),
  Fields: SpecialDayFields,
  formAlwaysOpen: true,
};

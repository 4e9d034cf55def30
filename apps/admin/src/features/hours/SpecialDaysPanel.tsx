import { museumToday } from '../../components/museum-time';
import {
  createSpecialDay,
  deleteSpecialDay,
  fetchSpecialDays,
  updateSpecialDay,
  useApiQuery,
} from '@furnace/api-client';
import {
  HOURS_UI,
  formatLongDate,
  recordVersion,
  type SpecialDayPayload,
  type SpecialDayRecord,
} from '@furnace/contracts';
import {
  Button,
  FormikField,
  LiveMessage,
  VisuallyHidden,
  failure,
  fieldClasses,
  success,
  type Message,
} from '@furnace/ui';
import { Field as FormikInput, Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import * as Yup from 'yup';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ClosureAlertOffer } from './ClosureAlertOffer';
import { rangesHoursText } from './hours-text';
import {
  emptyRange,
  rangesSchema,
  toApiRanges,
  toRangeValues,
  type RangeValue,
} from './ranges-form';
import { RangesFields } from './RangesFields';
import { isEditConflict, saveFailure } from './save-failure';
import { useQuestion } from './useQuestion';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';
import { LoadNewerButton } from '../../components/LoadNewerButton';

interface SpecialDayValues {
  date_from: string;
  /** Empty: the same day as date_from. */
  date_through: string;
  kind: 'closed' | 'open';
  reason: string;
  note: string;
  ranges: RangeValue[];
}

const specialDaySchema = Yup.object({
  date_from: Yup.string().required(HOURS_UI.specialFromRequired),
  date_through: Yup.string().test(
    'after-from',
    HOURS_UI.specialThroughBeforeFrom,
    function (through) {
      const { date_from: from } = this.parent as SpecialDayValues;
      return !from || !through || from <= through;
    },
  ),
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

const EMPTY: SpecialDayValues = {
  date_from: '',
  date_through: '',
  kind: 'closed',
  reason: '',
  note: '',
  ranges: [],
};

const toValues = (record: SpecialDayRecord): SpecialDayValues => ({
  date_from: record.date_from,
  date_through: record.date_through === record.date_from ? '' : record.date_through,
  kind: record.ranges.length ? 'open' : 'closed',
  reason: record.reason ?? '',
  note: record.note ?? '',
  ranges: toRangeValues(record.ranges),
});

const toPayload = (values: SpecialDayValues): SpecialDayPayload => {
  const open = values.kind === 'open';
  return {
    date_from: values.date_from,
    date_through: values.date_through || values.date_from,
    ranges: open ? toApiRanges(values.ranges) : [],
    reason: values.reason.trim() || null,
    note: values.note.trim() || null,
  };
};

/** 'Thursday, December 24, 2026' or 'Thursday, December 24, 2026 to Saturday, December 26, 2026'. */
export const specialDates = (record: Pick<SpecialDayPayload, 'date_from' | 'date_through'>) => {
  const from = formatLongDate(record.date_from, { weekday: true });
  return record.date_from === record.date_through
    ? from
    : `${from} to ${formatLongDate(record.date_through, { weekday: true })}`;
};

/**
 * Special days: a date or a run of dates, closed (reason required) or open with its own
 * ranges; they win over seasons and the regular week. Native date inputs. A date in the past asks
 * first (the API keeps it as a record; visitors never see it); a date that already has a special
 * day asks to replace it; a 409 from the API is shown as written.
 */
export function SpecialDaysPanel({
  onChanged,
  version = 0,
}: {
  onChanged?: () => void;
  /** Bumped after any save on the page: a holiday added above is a special day too. */
  version?: number;
}) {
  const [message, setMessage] = useState<Message | null>(null);
  const [editing, setEditing] = useState<SpecialDayRecord | null>(null);
  // After a 412: the version someone else saved of the special day being edited.
  const [newer, setNewer] = useState<SpecialDayRecord | null>(null);
  const loadNewer = (record: SpecialDayRecord) => {
    setEditing(record);
    setNewer(null);
    setMessage(null);
  };
  /** A closure just saved that covers today: offer the matching notice for visitors. */
  const [closedToday, setClosedToday] = useState<{ reason: string; through: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstInput = useRef<HTMLDivElement>(null);
  const { ask, questionElement } = useQuestion();
  const [today] = useState(() => museumToday());
  const query = useApiQuery(
    `special-days:${today}`,
    (signal) => fetchSpecialDays({ from: today }, signal),
    {
      onError: (error) => {
        console.error(error);
        setMessage(failure(HOURS_UI.loadSpecialDaysFailed));
      },
    },
  );
  const records = query.data ?? null;
  const { reload } = query;
  useEffect(() => {
    if (version) void reload();
  }, [version, reload]);

  /** Saves `payload`; true when saved (the form is then emptied). */
  async function save(payload: SpecialDayPayload): Promise<boolean> {
    setMessage(null);
    setClosedToday(null);
    if (payload.date_from < museumToday()) {
      const yes = await ask(
        HOURS_UI.specialDayInPast(formatLongDate(payload.date_from)),
        HOURS_UI.saveAnyway,
      );
      if (!yes) return false;
    }
    try {
      // What is already on those dates (past ones too), asked now rather than trusted from the list.
      const others = (
        await fetchSpecialDays({ from: payload.date_from, to: payload.date_through })
      ).filter(
        (other) =>
          other.id !== editing?.id &&
          other.date_from <= payload.date_through &&
          payload.date_from <= other.date_through,
      );
      if (others.length) {
        const yes = await ask(
          HOURS_UI.specialDayReplace(others.map(specialDates).join('; ')),
          HOURS_UI.replace,
        );
        if (!yes) return false;
      }
      // Replacing: the record being edited (or the first one there) takes the new values in one
      // write; the others on those dates go first, so the write overlaps nothing.
      const target = editing ?? others[0];
      for (const other of others) if (other.id !== target?.id) await deleteSpecialDay(other.id);
      // If-Match: the record as the form started from it (or, after a 412, the newer one).
      const shown = target && target.id === editing?.id ? (newer ?? editing) : target;
      if (target) await updateSpecialDay(target.id, payload, shown);
      else await createSpecialDay(payload);
    } catch (error) {
      console.error(error);
      setMessage(failure(saveFailure(error, HOURS_UI.saveSpecialDayFailed, 'special day')));
      // Someone else saved it first: the form keeps what was typed; their version is read, and
      // saving again goes over it knowingly.
      if (editing && isEditConflict(error)) {
        await query.reload();
        const from = editing.date_from;
        setNewer((await fetchSpecialDays({ from })).find((day) => day.id === editing.id) ?? null);
      }
      return false;
    }
    setNewer(null);
    await query.reload();
    onChanged?.();
    setMessage(success(HOURS_UI.specialDaySaved(specialDates(payload))));
    const now = museumToday();
    if (
      !payload.ranges.length &&
      payload.reason &&
      payload.date_from <= now &&
      now <= payload.date_through
    )
      setClosedToday({ reason: payload.reason, through: payload.date_through });
    setEditing(null);
    return true;
  }

  async function remove(record: SpecialDayRecord) {
    setMessage(null);
    try {
      await deleteSpecialDay(record.id);
    } catch (error) {
      console.error(error);
      setMessage(failure(saveFailure(error, HOURS_UI.deleteSpecialDayFailed)));
      return;
    }
    await query.reload();
    onChanged?.();
    setMessage(success(HOURS_UI.specialDayDeleted(specialDates(record))));
    heading.current?.focus();
  }

  const formTitle = editing ? HOURS_UI.editSpecialDayTitle : HOURS_UI.addSpecialDayTitle;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="special-days-title">
      <h2 id="special-days-title" ref={heading} tabIndex={-1}>
        {HOURS_UI.specialDaysTitle}
      </h2>
      <p className={fieldClasses.hint}>{HOURS_UI.specialDaysIntro}</p>
      <LiveMessage message={message} />
      {newer && editing && <LoadNewerButton onLoad={() => loadNewer(newer)} />}
      {closedToday && (
        <ClosureAlertOffer
          key={`${closedToday.reason}-${closedToday.through}`}
          reason={closedToday.reason}
          through={closedToday.through}
        />
      )}
      {records === null ? (
        query.loading && <p aria-busy="true">Loading special days…</p>
      ) : records.length === 0 ? (
        <p>{HOURS_UI.noSpecialDays}</p>
      ) : (
        <ul className={styles['card-list']}>
          {records.map((record) => (
            <li key={record.id} className={styles.card} data-testid="special-day-card">
              <h3 className={styles.card__title}>{specialDates(record)}</h3>
              <p>
                {record.ranges.length
                  ? rangesHoursText(record.ranges)
                  : record.reason
                    ? HOURS_UI.closedFor(record.reason)
                    : HOURS_UI.closed}
              </p>
              {record.note && <p>{record.note}</p>}
              <span className={adminStyles['button-row']}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(record);
                    requestAnimationFrame(() =>
                      firstInput.current?.querySelector<HTMLInputElement>('input')?.focus(),
                    );
                  }}
                >
                  Edit<VisuallyHidden> special day {specialDates(record)}</VisuallyHidden>
                </Button>
                <ConfirmButton
                  question={`Delete the special day ${specialDates(record)}? The season or the regular week applies again.`}
                  confirmLabel="Yes, delete"
                  onConfirm={() => remove(record)}
                >
                  Delete<VisuallyHidden> special day {specialDates(record)}</VisuallyHidden>
                </ConfirmButton>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Formik<SpecialDayValues>
        key={editing ? recordVersion(editing) : 'new'}
        initialValues={editing ? toValues(editing) : EMPTY}
        validationSchema={specialDaySchema}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={async (values, { resetForm }) => {
          if (await save(toPayload(values))) resetForm({ values: EMPTY });
        }}
      >
        {({ values, isSubmitting, setFieldValue }) => (
          <Form className={styles['panel-form']} aria-label={formTitle} noValidate>
            <h3>{formTitle}</h3>
            <div ref={firstInput} className={styles['date-pair']}>
              <FormikField
                name="date_from"
                id="special-from"
                label={HOURS_UI.specialFrom}
                type="date"
              />
              <FormikField
                name="date_through"
                id="special-through"
                label={HOURS_UI.specialThrough}
                type="date"
                min={values.date_from || undefined}
              />
            </div>
            <fieldset className={styles['special-kind']}>
              <legend className={fieldClasses.label}>{HOURS_UI.specialKind}</legend>
              <label>
                <FormikInput type="radio" name="kind" value="closed" />
                {HOURS_UI.specialClosed}
              </label>
              <label>
                <FormikInput
                  type="radio"
                  name="kind"
                  value="open"
                  onChange={() => {
                    void setFieldValue('kind', 'open');
                    if (!values.ranges.length) void setFieldValue('ranges', [emptyRange()]);
                  }}
                />
                {HOURS_UI.specialOpen}
              </label>
            </fieldset>
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
            <FormikField
              name="note"
              id="special-note"
              label={HOURS_UI.specialNote}
              autoComplete="off"
            />
            {questionElement}
            <span className={adminStyles['button-row']}>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : HOURS_UI.saveSpecialDay}
              </Button>
              {editing && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(null);
                    setNewer(null);
                  }}
                >
                  Cancel
                </Button>
              )}
            </span>
          </Form>
        )}
      </Formik>
    </section>
  );
}

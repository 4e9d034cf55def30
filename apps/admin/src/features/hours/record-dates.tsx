import { HOURS_UI, formatLongDate } from '@furnace/contracts';
import { FormikField } from '@furnace/ui';
import { useFormikContext } from 'formik';
import * as Yup from 'yup';
import { museumToday } from '../../components/museum-time';
import styles from './hours.module.css';

/** Asks a question in the form ("Save anyway?") and resolves with the answer. */
export type Ask = (question: string, confirmLabel: string) => Promise<boolean>;

/** True when `date` is not in the past, or the user said to save anyway when asked `question`. */
export const pastDateAgreed = async (ask: Ask, date: string, question: (day: string) => string) =>
  date >= museumToday() || ask(question(formatLongDate(date)), HOURS_UI.saveAnyway);

/** A record's last day: empty, or no earlier than its first (the field `first`). */
export const lastDaySchema = (first: string) =>
  Yup.string().test('after-first', HOURS_UI.lastDayBeforeFirst, function (last) {
    const from = (this.parent as Record<string, string>)[first];
    return !from || !last || from <= last;
  });

/** A record's first and last day as native date inputs (the last no earlier than the first). */
export function DateFields(props: {
  idPrefix: string;
  names: [string, string];
  labels: [string, string];
}) {
  const { idPrefix, names, labels } = props;
  const { values } = useFormikContext<Record<string, string>>();
  return (
    <span className={styles['date-pair']}>
      <FormikField name={names[0]} id={`${idPrefix}-from`} label={labels[0]} type="date" />
      <FormikField
        name={names[1]}
        id={`${idPrefix}-through`}
        label={labels[1]}
        type="date"
        min={values[names[0]] || undefined}
      />
    </span>
  );
}

import {
  EVENTS_ADMIN_TEXTS as T,
  WEEKDAYS,
  weekdayOf,
  weekdayOrdinal,
  type Weekday,
} from '@furnace/contracts';
import { FormikField, fieldClasses } from '@furnace/ui';
import { useFormikContext } from 'formik';
import { FormikRadios } from '../../components/ChoiceFields';
import { choices, type EventFormValues } from './event-form';
import choiceStyles from '../../components/choice-fields.module.css';
import styles from './events.module.css';

const REPEAT_OPTIONS = choices({
  none: T.repeatNone,
  weekly: T.repeatWeekly,
  monthly: T.repeatMonthly,
});
const ENDS_OPTIONS = choices({ count: T.endsCount, until: T.endsUntil, never: T.endsNever });
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Weekly or monthly, every N, on which days, until a date or for a number of dates. */
export function RepeatFields({ idPrefix }: { idPrefix: string }) {
  const { values, setFieldValue } = useFormikContext<EventFormValues>();
  const startDay: Weekday | null = values.date ? weekdayOf(values.date) : null;
  const id = (name: string) => `${idPrefix}-${name}`;
  const toggleDay = (day: Weekday, on: boolean) =>
    void setFieldValue(
      'weekdays',
      on ? [...values.weekdays, day] : values.weekdays.filter((d) => d !== day),
    );
  return (
    <FormikRadios id={id('repeat')} name="repeat" legend={T.repeatLabel} options={REPEAT_OPTIONS}>
      {values.repeat !== 'none' && (
        <div className={styles['repeat-rule']}>
          <FormikField
            id={id('interval')}
            name="interval"
            label={T.intervalLabel(values.repeat)}
            inputMode="numeric"
          />
          {values.repeat === 'weekly' && (
            <fieldset className={choiceStyles.group}>
              <legend className={fieldClasses.label}>{T.weekdaysLabel}</legend>
              {WEEKDAYS.map((day) => {
                const isStart = day === startDay;
                return (
                  <div key={day} className={choiceStyles.check}>
                    <input
                      id={id(`weekday-${day}`)}
                      type="checkbox"
                      checked={isStart || values.weekdays.includes(day)}
                      disabled={isStart}
                      onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                    />
                    <label htmlFor={id(`weekday-${day}`)}>
                      {isStart ? T.startWeekday(day) : day}
                    </label>
                  </div>
                );
              })}
            </fieldset>
          )}
          {values.repeat === 'monthly' && values.date && startDay && (
            <FormikRadios
              id={id('monthly_by')}
              name="monthly_by"
              legend={T.monthlyByLabel}
              options={[
                { value: 'day', label: T.monthlyByDay(Number(values.date.slice(8, 10))) },
                {
                  value: 'weekday',
                  label: T.monthlyByWeekday(ORDINALS[weekdayOrdinal(values.date) - 1], startDay),
                },
              ]}
            />
          )}
          <FormikRadios id={id('ends')} name="ends" legend={T.endsLabel} options={ENDS_OPTIONS}>
            {values.ends === 'until' && (
              <FormikField id={id('until')} name="until" label={T.untilLabel} type="date" />
            )}
            {values.ends === 'count' && (
              <FormikField id={id('count')} name="count" label={T.countLabel} inputMode="numeric" />
            )}
          </FormikRadios>
        </div>
      )}
    </FormikRadios>
  );
}

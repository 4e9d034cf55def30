import {
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_STATUSES,
  EVENT_STATUS_LABELS,
  EVENTS_ADMIN_TEXTS as T,
  WEEKDAYS,
  weekdayOf,
  weekdayOrdinal,
  type Weekday,
} from '@furnace/contracts';
import { FormikField, fieldClasses } from '@furnace/ui';
import { useFormikContext } from 'formik';
import { FormikCheckbox, FormikRadios, FormikSelect } from '../../components/ChoiceFields';
import type { LifecycleValues } from './event-form';
import choiceStyles from '../../components/choice-fields.module.css';
import styles from './events.module.css';

/**
 * The lifecycle fields (docs/api.md, "Events") both event forms show, in parts so each
 * form places them where they read best. Every part reads and writes the surrounding Formik form.
 */
interface PartProps {
  /** Prefix of the inputs' ids, e.g. 'create' or 'edit-3'. */
  idPrefix: string;
}

type FormValues = LifecycleValues & { date: string };

/** "All day", and the end: a date (for several days) and an end time. */
export function EndFields({ idPrefix }: PartProps) {
  const { values } = useFormikContext<FormValues>();
  return (
    <>
      <FormikCheckbox id={`${idPrefix}-all_day`} name="all_day" label={T.allDay} />
      <div className={styles['create-event__when']}>
        <FormikField
          id={`${idPrefix}-end_date`}
          name="end_date"
          label={T.endDate}
          type="date"
          hint={values.all_day ? undefined : T.endHint}
        />
        {!values.all_day && (
          <FormikField id={`${idPrefix}-end_time`} name="end_time" label={T.endTime} type="time" />
        )}
      </div>
    </>
  );
}

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({
  value: status,
  label: EVENT_STATUS_LABELS[status],
}));

/** The status, and a note for visitors when it is not "Scheduled". */
export function StatusFields({ idPrefix }: PartProps) {
  const { values } = useFormikContext<FormValues>();
  return (
    <>
      <FormikSelect
        id={`${idPrefix}-status`}
        name="status"
        label={T.statusLabel}
        options={STATUS_OPTIONS}
      />
      {values.status !== 'scheduled' && (
        <FormikField
          id={`${idPrefix}-status_note`}
          name="status_note"
          label={T.statusNoteLabel}
          hint={T.statusNoteHint}
        />
      )}
    </>
  );
}

/** Where, what it costs, and where the card's link goes. */
export function PlaceFields({ idPrefix, hint }: PartProps & { hint?: string }) {
  return (
    <>
      <FormikField
        id={`${idPrefix}-location`}
        name="location"
        label={T.locationLabel}
        hint={hint ?? T.locationHint}
      />
      <FormikField
        id={`${idPrefix}-price_text`}
        name="price_text"
        label={T.priceLabel}
        hint={hint ?? T.priceHint}
      />
      <FormikField
        id={`${idPrefix}-link_url`}
        name="link_url"
        label={T.linkUrlLabel}
        hint={T.linkUrlHint}
        type="url"
        inputMode="url"
      />
    </>
  );
}

const FIT_OPTIONS = [
  { value: 'cover', label: T.imageFitCover },
  { value: 'contain', label: T.imageFitContain },
] as const;

/** The image's description (required unless decorative) and how the card shows it. */
export function ImageDescriptionFields({ idPrefix }: PartProps) {
  const { values } = useFormikContext<FormValues>();
  return (
    <>
      {!values.decorative && (
        <FormikField
          id={`${idPrefix}-image_alt`}
          name="image_alt"
          label={T.imageAltLabel}
          hint={`${T.imageAltHint} Up to ${EVENT_IMAGE_ALT_MAX_LENGTH} characters.`}
          multiline
        />
      )}
      <FormikCheckbox id={`${idPrefix}-decorative`} name="decorative" label={T.decorative} />
      <FormikRadios
        id={`${idPrefix}-image_fit`}
        name="image_fit"
        legend={T.imageFitLabel}
        options={FIT_OPTIONS}
      />
    </>
  );
}

const PUBLISH_OPTIONS = [
  { value: 'now', label: T.publishNow },
  { value: 'draft', label: T.publishDraft },
  { value: 'later', label: T.publishLater },
] as const;

/** Publish now, keep as a draft, or publish at a date and time (museum time). */
export function PublishFields({ idPrefix }: PartProps) {
  const { values } = useFormikContext<FormValues>();
  return (
    <FormikRadios
      id={`${idPrefix}-publish`}
      name="publish"
      legend={T.publishLabel}
      options={PUBLISH_OPTIONS}
    >
      {values.publish === 'later' && (
        <FormikField
          id={`${idPrefix}-publish_at`}
          name="publish_at"
          label={T.publishAtLabel}
          type="datetime-local"
        />
      )}
    </FormikRadios>
  );
}

const REPEAT_OPTIONS = [
  { value: 'none', label: T.repeatNone },
  { value: 'weekly', label: T.repeatWeekly },
  { value: 'monthly', label: T.repeatMonthly },
] as const;
const ENDS_OPTIONS = [
  { value: 'count', label: T.endsCount },
  { value: 'until', label: T.endsUntil },
  { value: 'never', label: T.endsNever },
] as const;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Weekly or monthly, every N, on which days, until a date or for a number of dates. */
export function RepeatFields({ idPrefix }: PartProps) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
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

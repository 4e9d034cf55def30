import {
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_STATUS_LABELS,
  EVENTS_ADMIN_TEXTS as T,
  WEEKDAYS,
  weekdayOf,
  weekdayOrdinal,
  type MuseumEvent,
} from '@furnace/contracts';
import { FormikField, fieldClasses, useShownError } from '@furnace/ui';
import { useFormikContext } from 'formik';
import type { ComponentProps, ReactNode } from 'react';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { FormikCheckbox, FormikRadios, FormikSelect } from '../../components/ChoiceFields';
import { OPTIONAL_TEXTS, OPTIONAL_TEXT_WORDS, type EventFormValues } from './event-form';
import { OccurrencesPreview } from './OccurrencesPreview';
import choiceStyles from '../../components/choice-fields.module.css';
import styles from './events.module.css';

const choices = <V extends string>(labels: Record<V, string>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
const STATUS_OPTIONS = choices(EVENT_STATUS_LABELS);
const RADIOS: Record<string, Record<string, string>> = {
  image_fit: { cover: T.imageFitCover, contain: T.imageFitContain },
  repeat: { none: T.repeatNone, weekly: T.repeatWeekly, monthly: T.repeatMonthly },
  ends: { count: T.endsCount, until: T.endsUntil, never: T.endsNever },
  publish: { now: T.publishNow, draft: T.publishDraft, later: T.publishLater },
};
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

interface EventFormFieldsProps {
  idPrefix: string;
  saved?: MuseumEvent;
}

/** Every field of the event form, for creating and editing (an edit adds the ticks that remove). */
export function EventFormFields({ idPrefix, saved }: EventFormFieldsProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<EventFormValues>();
  const imageError = useShownError('image');
  const id = (name: string) => `${idPrefix}-${name}`;
  type Name = keyof EventFormValues;
  type More = Partial<ComponentProps<typeof FormikField>>;
  const field = (name: Name, label: string, more: More = {}) => (
    <FormikField key={name} id={id(name)} name={name} label={label} {...more} />
  );
  const tick = (name: Name, label: string, hint?: string) => (
    <FormikCheckbox id={id(name)} name={name} label={label} hint={hint} />
  );
  const radios = (name: Name, legend: string, more?: ReactNode, labels = RADIOS[name]) => (
    <FormikRadios id={id(name)} name={name} legend={legend} options={choices(labels)}>
      {more}
    </FormikRadios>
  );
  const willRemove = (ticked: boolean) => (ticked ? T.willRemove : undefined);
  const startDay = values.date ? weekdayOf(values.date) : null;
  return (
    <>
      {field('title', 'Title', { hint: saved && 'Leave empty to keep the current value.' })}
      <div className={styles['create-event__when']}>
        {field('date', 'Date', { type: 'date' })}
        {!values.all_day && field('time', 'Start time', { type: 'time' })}
      </div>
      {tick('all_day', T.allDay)}
      <div className={styles['create-event__when']}>
        {field('end_date', T.endDate, {
          type: 'date',
          hint: values.all_day ? undefined : T.endHint,
        })}
        {!values.all_day && field('end_time', T.endTime, { type: 'time' })}
      </div>
      {field('description', 'Description', { multiline: true })}
      {!values.remove_link_text &&
        field('link_text', saved ? 'Link text' : 'Link text (optional)', {
          hint: saved
            ? undefined
            : "If filled in, the card shows this text as a link to the event's PDF, e.g. 'Event flyer'.",
        })}
      {saved?.link_text &&
        tick('remove_link_text', T.removeLinkText, willRemove(values.remove_link_text))}
      {OPTIONAL_TEXTS.map((name) =>
        field(name, OPTIONAL_TEXT_WORDS[name].label, {
          hint: saved ? 'Empty it to remove it.' : OPTIONAL_TEXT_WORDS[name].hint,
        }),
      )}
      {field('link_url', T.linkUrlLabel, { hint: T.linkUrlHint, type: 'url', inputMode: 'url' })}
      {saved?.link_url && tick('remove_link_url', T.removeLink)}
      <FormikSelect
        id={id('status')}
        name="status"
        label={T.statusLabel}
        options={STATUS_OPTIONS}
      />
      {values.status !== 'scheduled' &&
        field('status_note', T.statusNoteLabel, { hint: T.statusNoteHint })}
      <CheckedFileInput
        id={id('image')}
        kind="image"
        label={saved ? 'Replace image (optional)' : 'Image'}
        hint={
          saved
            ? 'JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first).'
            : 'A photo or poster for the card: JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first).'
        }
        error={imageError}
        onChange={(file) => void setFieldValue('image', file)}
        onBlur={() => void setFieldTouched('image', true, false)}
      />
      {!values.decorative &&
        field('image_alt', T.imageAltLabel, {
          hint: `${T.imageAltHint} Up to ${EVENT_IMAGE_ALT_MAX_LENGTH} characters.`,
          multiline: true,
        })}
      {tick('decorative', T.decorative)}
      {radios('image_fit', T.imageFitLabel)}
      <CheckedFileInput
        id={id('pdf')}
        kind="pdf"
        label={
          !saved ? 'PDF (optional)' : saved.pdf ? 'Replace PDF (optional)' : 'Add a PDF (optional)'
        }
        hint={
          saved
            ? 'Up to 20 MB.'
            : "A flyer or program visitors can open from the event's page, up to 20 MB."
        }
        onChange={(file) => void setFieldValue('pdf', file)}
      />
      {saved?.pdf && !values.pdf && tick('remove_pdf', T.removePdf, willRemove(values.remove_pdf))}
      {radios(
        'repeat',
        T.repeatLabel,
        values.repeat !== 'none' && (
          <div className={styles['repeat-rule']}>
            {field('interval', T.intervalLabel(values.repeat), { inputMode: 'numeric' })}
            {values.repeat === 'weekly' && (
              <fieldset className={choiceStyles.group}>
                <legend className={fieldClasses.label}>{T.weekdaysLabel}</legend>
                {WEEKDAYS.map((day) => (
                  <FormikCheckbox
                    key={day}
                    id={id(`weekday-${day}`)}
                    name="weekdays"
                    value={day}
                    label={day === startDay ? T.startWeekday(day) : day}
                    checked={day === startDay || values.weekdays.includes(day)}
                    disabled={day === startDay}
                  />
                ))}
              </fieldset>
            )}
            {values.repeat === 'monthly' &&
              startDay &&
              radios('monthly_by', T.monthlyByLabel, null, {
                day: T.monthlyByDay(Number(values.date.slice(8, 10))),
                weekday: T.monthlyByWeekday(ORDINALS[weekdayOrdinal(values.date) - 1], startDay),
              })}
            {radios(
              'ends',
              T.endsLabel,
              <>
                {values.ends === 'until' && field('until', T.untilLabel, { type: 'date' })}
                {values.ends === 'count' && field('count', T.countLabel, { inputMode: 'numeric' })}
              </>,
            )}
          </div>
        ),
      )}
      <OccurrencesPreview idPrefix={idPrefix} saved={saved} />
      {radios(
        'publish',
        T.publishLabel,
        values.publish === 'later' &&
          field('publish_at', T.publishAtLabel, { type: 'datetime-local' }),
      )}
    </>
  );
}

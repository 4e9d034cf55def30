import {
  EVENT_IMAGE_ALT_MAX_LENGTH,
  EVENT_STATUS_LABELS,
  EVENTS_ADMIN_TEXTS as T,
  type MuseumEvent,
} from '@furnace/contracts';
import { FormikField } from '@furnace/ui';
import { useFormikContext } from 'formik';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { FormikCheckbox, FormikRadios, FormikSelect } from '../../components/ChoiceFields';
import type { Shrink } from '../../components/upload-check';
import { sameRecurrence } from './event-changes';
import { OPTIONAL_TEXTS, choices, toRecurrence, type EventFormValues } from './event-form';
import { OccurrencesPreview } from './OccurrencesPreview';
import { RepeatFields } from './RepeatFields';
import styles from './events.module.css';

const KEEP_HINT = 'Leave empty to keep the current value.';
const EMPTY_TO_REMOVE = 'Empty it to remove it.';

const STATUS_OPTIONS = choices(EVENT_STATUS_LABELS);
const FIT_OPTIONS = choices({ cover: T.imageFitCover, contain: T.imageFitContain });
const PUBLISH_OPTIONS = choices({
  now: T.publishNow,
  draft: T.publishDraft,
  later: T.publishLater,
});

interface EventFormFieldsProps {
  /** Prefix of the inputs' ids, e.g. 'create' or 'edit-3'. */
  idPrefix: string;
  /** The event being edited; none when creating one. */
  saved?: MuseumEvent;
  /** The create form's "An image file is required", once shown. */
  imageError?: string | null;
  /** A new one gives fresh file inputs (they cannot be emptied from code). */
  filesKey?: number;
  shrink?: Shrink;
}

/**
 * Every field of the event form, in order, for creating and for editing: an edit adds the ticks
 * that remove what is there, and a saved series' dates can be cancelled one by one.
 */
export function EventFormFields({
  idPrefix,
  saved,
  imageError,
  filesKey = 0,
  shrink,
}: EventFormFieldsProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<EventFormValues>();
  const id = (name: string) => `${idPrefix}-${name}`;
  const recurrence = toRecurrence(values, values.date);
  return (
    <>
      <FormikField id={id('title')} name="title" label="Title" hint={saved && KEEP_HINT} />
      <div className={styles['create-event__when']}>
        <FormikField id={id('date')} name="date" label="Date" type="date" />
        {!values.all_day && (
          <FormikField id={id('time')} name="time" label="Start time" type="time" />
        )}
      </div>
      <FormikCheckbox id={id('all_day')} name="all_day" label={T.allDay} />
      <div className={styles['create-event__when']}>
        <FormikField
          id={id('end_date')}
          name="end_date"
          label={T.endDate}
          type="date"
          hint={values.all_day ? undefined : T.endHint}
        />
        {!values.all_day && (
          <FormikField id={id('end_time')} name="end_time" label={T.endTime} type="time" />
        )}
      </div>
      <FormikField id={id('description')} name="description" label="Description" multiline />
      {!values.remove_link_text && (
        <FormikField
          id={id('link_text')}
          name="link_text"
          label={saved ? 'Link text' : 'Link text (optional)'}
          hint={
            saved
              ? undefined
              : "If filled in, the card shows this text as a link to the event's PDF, e.g. 'Event flyer'."
          }
        />
      )}
      {saved?.link_text && (
        <FormikCheckbox
          id={id('remove_link_text')}
          name="remove_link_text"
          label={T.removeLinkText}
          hint={values.remove_link_text ? T.willRemove : undefined}
        />
      )}
      {OPTIONAL_TEXTS.map(({ name, label, hint }) => (
        <FormikField
          key={name}
          id={id(name)}
          name={name}
          label={label}
          hint={saved ? EMPTY_TO_REMOVE : hint}
        />
      ))}
      <FormikField
        id={id('link_url')}
        name="link_url"
        label={T.linkUrlLabel}
        hint={T.linkUrlHint}
        type="url"
        inputMode="url"
      />
      {saved?.link_url && (
        <FormikCheckbox id={id('remove_link_url')} name="remove_link_url" label={T.removeLink} />
      )}
      <FormikSelect
        id={id('status')}
        name="status"
        label={T.statusLabel}
        options={STATUS_OPTIONS}
      />
      {values.status !== 'scheduled' && (
        <FormikField
          id={id('status_note')}
          name="status_note"
          label={T.statusNoteLabel}
          hint={T.statusNoteHint}
        />
      )}
      <CheckedFileInput
        key={`image-${filesKey}`}
        id={id('image')}
        kind="image"
        label={saved ? 'Replace image (optional)' : 'Image'}
        hint={
          saved
            ? 'JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first).'
            : 'A photo or poster for the card: JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first).'
        }
        shrink={shrink}
        error={imageError}
        onChange={(file) => void setFieldValue('image', file)}
        onBlur={() => void setFieldTouched('image', true, false)}
      />
      {!values.decorative && (
        <FormikField
          id={id('image_alt')}
          name="image_alt"
          label={T.imageAltLabel}
          hint={`${T.imageAltHint} Up to ${EVENT_IMAGE_ALT_MAX_LENGTH} characters.`}
          multiline
        />
      )}
      <FormikCheckbox id={id('decorative')} name="decorative" label={T.decorative} />
      <FormikRadios
        id={id('image_fit')}
        name="image_fit"
        legend={T.imageFitLabel}
        options={FIT_OPTIONS}
      />
      <CheckedFileInput
        key={`pdf-${filesKey}`}
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
      {saved?.pdf && !values.pdf && (
        <FormikCheckbox
          id={id('remove_pdf')}
          name="remove_pdf"
          label={T.removePdf}
          hint={values.remove_pdf ? T.willRemove : undefined}
        />
      )}
      <RepeatFields idPrefix={idPrefix} />
      <OccurrencesPreview
        idPrefix={idPrefix}
        startDate={values.date}
        recurrence={recurrence}
        // The saved series' own dates (not a rule being changed) can be cancelled one by one.
        savedEventId={
          saved?.recurrence &&
          values.date === saved.start_date.slice(0, 10) &&
          sameRecurrence(recurrence, saved.recurrence)
            ? saved.id
            : undefined
        }
      />
      <FormikRadios
        id={id('publish')}
        name="publish"
        legend={T.publishLabel}
        options={PUBLISH_OPTIONS}
      >
        {values.publish === 'later' && (
          <FormikField
            id={id('publish_at')}
            name="publish_at"
            label={T.publishAtLabel}
            type="datetime-local"
          />
        )}
      </FormikRadios>
    </>
  );
}

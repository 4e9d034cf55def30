import { ApiError, editEvent, fetchAllEvents } from '@furnace/api-client';
import { Button, FormikField, fieldClasses } from '@furnace/ui';
import { EVENTS_ADMIN_TEXTS as T, editConflict, type MuseumEvent } from '@furnace/contracts';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import * as Yup from 'yup';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { FormikCheckbox } from '../../components/ChoiceFields';
import { UploadProgress } from '../../components/UploadProgress';
import { useEscapeKey } from '../../components/useEscapeKey';
import type { Shrink } from '../../components/upload-check';
import {
  editValuesOf,
  eventChanges,
  hasChanges,
  sameRecurrence,
  type EditEventValues,
} from './event-changes';
import { lifecycleRules, toRecurrence } from './event-form';
import {
  EndFields,
  ImageDescriptionFields,
  PlaceFields,
  PublishFields,
  RepeatFields,
  StatusFields,
} from './LifecycleFields';
import { OccurrencesPreview } from './OccurrencesPreview';
import { refusedText } from '../../components/failure-text';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';
import { LoadNewerButton } from '../../components/LoadNewerButton';

const NOTHING_CHANGED = 'Nothing was changed.';

/** A new Formik (its fields from the record) whenever the form moves to another version. */
const recordKey = (event: MuseumEvent) => JSON.stringify(event);
const KEEP_HINT = 'Leave empty to keep the current value.';
const EMPTY_TO_REMOVE = 'Empty it to remove it.';

interface EditFormValues extends EditEventValues {
  image: File | null;
  pdf: File | null;
}

/** Blank spec fields keep their value (docs/product.md §5); the lifecycle fields have their rules. */
const editSchema = Yup.object(lifecycleRules);

interface EditEventFormProps {
  event: MuseumEvent;
  onDone: (outcome: { saved: boolean; message: string }) => void;
  onCancel: () => void;
  shrink?: Shrink;
}

/** The edit side of an event card: sends only what changed and is not blank (docs/product.md §5). */
export function EditEventForm({ event: opened, onDone, onCancel, shrink }: EditEventFormProps) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // What the form started from (a newer version once loaded), and after a 412 the version someone
  // else saved: saving again then goes over it knowingly (docs/api.md "Editing the same record at once").
  const [event, setEvent] = useState(opened);
  const [newer, setNewer] = useState<MuseumEvent | null>(null);
  const firstField = useRef<HTMLDivElement>(null);
  const form = useEscapeKey<HTMLDivElement>(() => {
    if (progress === undefined) onCancel();
  });
  const prefix = `edit-${event.id}`;
  const id = (name: string) => `${prefix}-${name}`;

  useEffect(() => firstField.current?.querySelector('input')?.focus(), []);

  async function save({ image, pdf, ...values }: EditFormValues) {
    const changes = eventChanges(event, values, { image, pdf });
    if (!hasChanges(changes)) {
      onDone({ saved: false, message: NOTHING_CHANGED });
      return;
    }
    setError(null);
    setProgress(null);
    try {
      await editEvent(event.id, changes, setProgress, newer ?? event);
      onDone({ saved: true, message: `Changes to "${changes.title ?? event.title}" saved.` });
    } catch (cause) {
      if (cause instanceof ApiError && cause.status === 412) {
        // Someone else saved first: keep what was typed, and learn their version.
        const latest = (await fetchAllEvents().catch(() => [])).find((e) => e.id === event.id);
        setNewer(latest ?? null);
        setError(editConflict('event'));
        setProgress(undefined);
        return;
      }
      // docs/product.md §8 only logs edit failures; volunteers also need to know it did not work.
      // Everything typed and chosen stays in the form.
      console.error(cause);
      setError(
        refusedText(
          cause,
          `The changes were not saved (${cause instanceof Error ? cause.message : 'unknown error'}). Please try again.`,
        ),
      );
      setProgress(undefined);
    }
  }

  const uploading = progress !== undefined;
  return (
    <div ref={form}>
      <Formik<EditFormValues>
        key={recordKey(event)}
        initialValues={{ ...editValuesOf(event), image: null, pdf: null }}
        validationSchema={editSchema}
        onSubmit={save}
      >
        {({ values, setFieldValue }) => (
          <Form aria-label={`Edit ${event.title}`} noValidate>
            <div ref={firstField}>
              <FormikField id={id('title')} name="title" label="Title" hint={KEEP_HINT} />
            </div>
            <div className={styles['create-event__when']}>
              <FormikField id={id('date')} name="date" label="Date" type="date" />
              {!values.all_day && (
                <FormikField id={id('time')} name="time" label="Start time" type="time" />
              )}
            </div>
            <EndFields idPrefix={prefix} />
            <FormikField id={id('description')} name="description" label="Description" multiline />
            <PlaceFields idPrefix={prefix} hint={EMPTY_TO_REMOVE} />
            {event.link_url && (
              <FormikCheckbox
                id={id('remove_link_url')}
                name="remove_link_url"
                label={T.removeLink}
              />
            )}
            {!values.remove_link_text && (
              <FormikField id={id('link_text')} name="link_text" label="Link text" />
            )}
            {event.link_text && (
              <FormikCheckbox
                id={id('remove_link_text')}
                name="remove_link_text"
                label={T.removeLinkText}
                hint={values.remove_link_text ? T.willRemove : undefined}
              />
            )}
            <StatusFields idPrefix={prefix} />
            <CheckedFileInput
              id={id('image')}
              kind="image"
              label="Replace image (optional)"
              hint="JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first)."
              shrink={shrink}
              onChange={(file) => void setFieldValue('image', file)}
            />
            <ImageDescriptionFields idPrefix={prefix} />
            <CheckedFileInput
              id={id('pdf')}
              kind="pdf"
              label={event.pdf ? 'Replace PDF (optional)' : 'Add a PDF (optional)'}
              hint="Up to 20 MB."
              onChange={(file) => void setFieldValue('pdf', file)}
            />
            {event.pdf && !values.pdf && (
              <FormikCheckbox
                id={id('remove_pdf')}
                name="remove_pdf"
                label={T.removePdf}
                hint={values.remove_pdf ? T.willRemove : undefined}
              />
            )}
            <RepeatFields idPrefix={prefix} />
            <OccurrencesPreview
              idPrefix={prefix}
              startDate={values.date}
              recurrence={toRecurrence(values, values.date)}
              savedEventId={
                event.recurrence &&
                values.date === event.start_date.slice(0, 10) &&
                sameRecurrence(toRecurrence(values, values.date), event.recurrence)
                  ? event.id
                  : undefined
              }
            />
            <PublishFields idPrefix={prefix} />
            {uploading && (values.image || values.pdf) && (
              <UploadProgress
                label={values.pdf ? 'Uploading PDF' : 'Uploading image'}
                value={progress ?? null}
              />
            )}
            {error && (
              <p role="alert" className={fieldClasses.error}>
                {error}
              </p>
            )}
            {newer && (
              <LoadNewerButton
                onLoad={() => {
                  setEvent(newer);
                  setNewer(null);
                  setError(null);
                }}
              />
            )}
            <div className={adminStyles['button-row']}>
              <Button type="submit" disabled={uploading}>
                {uploading ? 'Saving…' : 'Save changes'}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={uploading}>
                Cancel
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

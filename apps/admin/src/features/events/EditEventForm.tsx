import { ApiError, editEvent, fetchAllEvents } from '@furnace/api-client';
import { Button, fieldClasses } from '@furnace/ui';
import { EVENTS_ADMIN_TEXTS as T, editConflict, type MuseumEvent } from '@furnace/contracts';
import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import * as Yup from 'yup';
import { UploadProgress } from '../../components/UploadProgress';
import { useEscapeKey } from '../../components/useEscapeKey';
import type { Shrink } from '../../components/upload-check';
import { editValuesOf, eventChanges, hasChanges } from './event-changes';
import { lifecycleRules, type EventFormValues } from './event-form';
import { EventFormFields } from './EventFormFields';
import { refusedText } from '../../components/failure-text';
import adminStyles from '../../app/admin.module.css';
import { LoadNewerButton } from '../../components/LoadNewerButton';

const NOTHING_CHANGED = 'Nothing was changed.';

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

  useEffect(() => firstField.current?.querySelector('input')?.focus(), []);

  async function save(values: EventFormValues) {
    const changes = eventChanges(event, values);
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
      <Formik<EventFormValues>
        // A new Formik (its fields from the record) whenever the form moves to another version.
        key={JSON.stringify(event)}
        initialValues={editValuesOf(event)}
        validationSchema={editSchema}
        onSubmit={save}
      >
        {({ values }) => (
          <Form aria-label={`Edit ${event.title}`} noValidate>
            <div ref={firstField}>
              <EventFormFields idPrefix={`edit-${event.id}`} saved={event} shrink={shrink} />
            </div>
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
                {T.closeEditor}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

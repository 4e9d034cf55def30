import { editEvent } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { MuseumEvent } from '@furnace/contracts';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FileInput } from '../../components/FileInput';
import { UploadProgress } from '../../components/UploadProgress';
import { useEscapeKey } from '../../components/useEscapeKey';
import { editValuesOf, eventChanges, hasChanges, type EditEventValues } from './event-changes';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';

const NOTHING_CHANGED = 'Nothing was changed.';
const KEEP_HINT = 'Leave empty to keep the current value.';

interface EditFormValues extends EditEventValues {
  image: File | null;
  pdf: File | null;
}

interface EditEventFormProps {
  event: MuseumEvent;
  onDone: (outcome: { saved: boolean; message: string }) => void;
  onCancel: () => void;
}

/** The edit side of an event card: sends only what changed and is not blank (docs/product.md §5). */
export function EditEventForm({ event, onDone, onCancel }: EditEventFormProps) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const form = useEscapeKey<HTMLFormElement>(() => {
    if (progress === undefined) onCancel();
  });
  const id = (name: string) => `edit-${event.id}-${name}`;

  // No rules to check: a blank field keeps the current value (docs/product.md §5).
  const formik = useFormik<EditFormValues>({
    initialValues: { ...editValuesOf(event), image: null, pdf: null },
    onSubmit: save,
  });
  const { image, pdf } = formik.values;

  useEffect(() => firstField.current?.focus(), []);

  async function save({ image, pdf, ...values }: EditFormValues) {
    const changes = eventChanges(event, values, { image, pdf });
    if (!hasChanges(changes)) {
      onDone({ saved: false, message: NOTHING_CHANGED });
      return;
    }
    setError(null);
    setProgress(null);
    try {
      await editEvent(event.id, changes, setProgress);
      onDone({ saved: true, message: `Changes to "${changes.title ?? event.title}" saved.` });
    } catch (cause) {
      // docs/product.md §8 only logs edit failures; volunteers also need to know it did not work.
      console.error(cause);
      setError(
        failureText(
          cause,
          `The changes were not saved (${cause instanceof Error ? cause.message : 'unknown error'}). Please try again.`,
        ),
      );
      setProgress(undefined);
    }
  }

  const uploading = progress !== undefined;
  return (
    <form ref={form} aria-label={`Edit ${event.title}`} noValidate onSubmit={formik.handleSubmit}>
      <Field id={id('title')} label="Title" hint={KEEP_HINT}>
        <input
          ref={firstField}
          id={id('title')}
          type="text"
          {...formik.getFieldProps('title')}
          aria-describedby={describedBy(id('title'), KEEP_HINT)}
        />
      </Field>
      <div className={styles['create-event__when']}>
        <Field id={id('date')} label="Date">
          <input id={id('date')} type="date" {...formik.getFieldProps('date')} />
        </Field>
        <Field id={id('time')} label="Start time">
          <input id={id('time')} type="time" {...formik.getFieldProps('time')} />
        </Field>
      </div>
      <Field id={id('description')} label="Description">
        <textarea id={id('description')} rows={4} {...formik.getFieldProps('description')} />
      </Field>
      <Field id={id('link_text')} label="Link text">
        <input id={id('link_text')} type="text" {...formik.getFieldProps('link_text')} />
      </Field>
      <FileInput
        id={id('image')}
        label="Replace image (optional)"
        hint="JPEG, PNG, WebP or GIF, up to 10 MB."
        accept="image/*"
        onChange={(file) => void formik.setFieldValue('image', file)}
      />
      <FileInput
        id={id('pdf')}
        label={event.pdf ? 'Replace PDF (optional)' : 'Add a PDF (optional)'}
        hint="Up to 20 MB."
        accept="application/pdf"
        onChange={(file) => void formik.setFieldValue('pdf', file)}
      />
      {uploading && (image || pdf) && (
        <UploadProgress
          label={pdf ? 'Uploading PDF' : 'Uploading image'}
          value={progress ?? null}
        />
      )}
      {error && (
        <p role="alert" className={fieldClasses.error}>
          {error}
        </p>
      )}
      <div className={adminStyles['button-row']}>
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={uploading}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

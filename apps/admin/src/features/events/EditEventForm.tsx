import { editEvent } from '@furnace/api-client';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import type { MuseumEvent } from '@furnace/contracts';
import { useEffect, useRef, useState } from 'react';
import { FileInput } from '../../components/FileInput';
import { UploadProgress } from '../../components/UploadProgress';
import { useEscapeKey } from '../../components/useEscapeKey';
import { editValuesOf, eventChanges, hasChanges, type EditEventValues } from './event-changes';
import styles from './events.module.css';
import adminStyles from '../../app/admin.module.css';

const NOTHING_CHANGED = 'Nothing was changed.';
const KEEP_HINT = 'Leave empty to keep the current value.';

interface EditEventFormProps {
  event: MuseumEvent;
  onDone: (outcome: { saved: boolean; message: string }) => void;
  onCancel: () => void;
}

/** The edit side of an event card: sends only what changed and is not blank (docs/product.md §5). */
export function EditEventForm({ event, onDone, onCancel }: EditEventFormProps) {
  const [values, setValues] = useState<EditEventValues>(() => editValuesOf(event));
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const form = useEscapeKey<HTMLFormElement>(() => {
    if (progress === undefined) onCancel();
  });
  const id = (name: string) => `edit-${event.id}-${name}`;

  useEffect(() => firstField.current?.focus(), []);

  const set = (name: keyof EditEventValues) => (e: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: e.target.value }));

  async function save() {
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
        `The changes were not saved (${cause instanceof Error ? cause.message : 'unknown error'}). Please try again.`,
      );
      setProgress(undefined);
    }
  }

  const uploading = progress !== undefined;
  return (
    <form
      ref={form}
      aria-label={`Edit ${event.title}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field id={id('title')} label="Title" hint={KEEP_HINT}>
        <input
          ref={firstField}
          id={id('title')}
          type="text"
          value={values.title}
          onChange={set('title')}
          aria-describedby={describedBy(id('title'), KEEP_HINT)}
        />
      </Field>
      <div className={styles['create-event__when']}>
        <Field id={id('date')} label="Date">
          <input id={id('date')} type="date" value={values.date} onChange={set('date')} />
        </Field>
        <Field id={id('time')} label="Start time">
          <input id={id('time')} type="time" value={values.time} onChange={set('time')} />
        </Field>
      </div>
      <Field id={id('description')} label="Description">
        <textarea
          id={id('description')}
          rows={4}
          value={values.description}
          onChange={set('description')}
        />
      </Field>
      <Field id={id('link_text')} label="Link text">
        <input
          id={id('link_text')}
          type="text"
          value={values.link_text}
          onChange={set('link_text')}
        />
      </Field>
      <FileInput
        id={id('image')}
        label="Replace image (optional)"
        hint="JPEG, PNG, WebP or GIF, up to 10 MB."
        accept="image/*"
        onChange={setImage}
      />
      <FileInput
        id={id('pdf')}
        label={event.pdf ? 'Replace PDF (optional)' : 'Add a PDF (optional)'}
        hint="Up to 20 MB."
        accept="application/pdf"
        onChange={setPdf}
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

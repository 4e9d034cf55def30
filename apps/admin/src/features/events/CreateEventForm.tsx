import { createEvent } from '@furnace/api-client';
import { Button, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { MESSAGES, type MuseumEvent } from '@furnace/contracts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { UploadProgress } from '../../components/UploadProgress';
import type { Shrink } from '../../components/upload-check';
import {
  createEventSchema,
  emptyEvent,
  focusFirstError,
  toNewEvent,
  type EventFormValues,
} from './event-form';
import { EventFormFields } from './EventFormFields';
import { EventPreviewCard } from './EventPreviewCard';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';
import { refusedText } from '../../components/failure-text';

interface Upload {
  label: string;
  value: number | null;
}

interface CreateEventFormProps {
  onCreated: (event: MuseumEvent) => void;
  /** How an image over the limit is made smaller (tests pass their own). */
  shrink?: Shrink;
}

/** 'Create Event' (docs/product.md §2, §4, §5) with a live preview; image and optional PDF in one upload. */
export function CreateEventForm({ onCreated, shrink }: CreateEventFormProps) {
  const [message, setMessage] = useState<Message | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  // File inputs cannot be cleared from code: a new key gives fresh fields on reset.
  const [fileKey, setFileKey] = useState(0);
  const messageBox = useRef<HTMLDivElement>(null);

  async function submit(values: EventFormValues, helpers: FormikHelpers<EventFormValues>) {
    setMessage(null);
    const label = values.pdf ? 'Uploading image and PDF' : 'Uploading image';
    let created: MuseumEvent;
    try {
      setUpload({ label, value: 0 });
      created = await createEvent(toNewEvent(values), (value) => setUpload({ label, value }));
    } catch (error) {
      // Everything typed and chosen stays in the form, files included, to try again.
      console.error(error);
      setUpload(null);
      setMessage(failure(refusedText(error, MESSAGES.createEventFailed)));
      return;
    }
    setUpload(null);
    helpers.resetForm();
    setFileKey((key) => key + 1);
    setMessage(success(MESSAGES.eventCreated));
    onCreated(created);
    messageBox.current?.scrollIntoView?.({ block: 'nearest' });
    document.getElementById('create-title')?.focus({ preventScroll: true });
  }

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="create-event-title">
      <h2 id="create-event-title">Create Event</h2>
      <Formik initialValues={emptyEvent} validationSchema={createEventSchema} onSubmit={submit}>
        {({ values, errors, touched, submitCount, isSubmitting, handleSubmit, validateForm }) => (
          <div>
            <Form
              noValidate
              aria-labelledby="create-event-title"
              onSubmit={(event) => {
                event.preventDefault();
                const form = event.currentTarget;
                handleSubmit();
                void validateForm().then((found) => focusFirstError(form, 'create', found));
              }}
            >
              <EventFormFields
                idPrefix="create"
                filesKey={fileKey}
                shrink={shrink}
                imageError={
                  (touched.image || submitCount > 0) && errors.image ? String(errors.image) : null
                }
              />
              {upload && <UploadProgress label={upload.label} value={upload.value} />}
              <div ref={messageBox}>
                <LiveMessage message={message} />
              </div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? MESSAGES.creatingEvent : 'Create Event'}
              </Button>
            </Form>
            <div className={styles['create-event__preview']}>
              <h3>Preview</h3>
              <EventPreviewCard values={values} />
            </div>
          </div>
        )}
      </Formik>
    </section>
  );
}

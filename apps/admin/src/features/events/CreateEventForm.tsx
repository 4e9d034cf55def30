import { createEvent } from '@furnace/api-client';
import { Button, FormikField, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { MESSAGES, type MuseumEvent } from '@furnace/contracts';
import { Form, Formik, type FormikHelpers, type FormikErrors } from 'formik';
import { useState } from 'react';
import { FileInput } from '../../components/FileInput';
import { UploadProgress } from '../../components/UploadProgress';
import {
  CREATE_FIELD_ORDER,
  createEventSchema,
  emptyEvent,
  toEventStart,
  type CreateEventValues,
} from './event-form';
import { EventPreviewCard } from './EventPreviewCard';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';
import { failureText } from '../../components/failure-text';

interface Upload {
  label: string;
  value: number | null;
}

/** Focus the first field with an error, so keyboard and screen-reader users land on the problem. */
function focusFirstError(errors: FormikErrors<CreateEventValues>) {
  const first = CREATE_FIELD_ORDER.find((name) => errors[name]);
  if (first) document.getElementById(`create-${first}`)?.focus();
}

/** 'Create Event' (docs/product.md §2, §4, §5) with a live preview; image and optional PDF in one upload. */
export function CreateEventForm({ onCreated }: { onCreated: (event: MuseumEvent) => void }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  // File inputs cannot be cleared from code: a new key gives fresh ones on reset.
  const [fileKey, setFileKey] = useState(0);

  async function submit(values: CreateEventValues, helpers: FormikHelpers<CreateEventValues>) {
    setMessage(null);
    const label = values.pdf ? 'Uploading image and PDF' : 'Uploading image';
    let created: MuseumEvent;
    try {
      setUpload({ label, value: 0 });
      created = await createEvent(
        {
          title: values.title.trim(),
          description: values.description.trim(),
          event_start: toEventStart(values.date, values.time),
          link_text: values.link_text.trim(),
          image: values.image as File,
          pdf: values.pdf,
        },
        (value) => setUpload({ label, value }),
      );
    } catch (error) {
      console.error(error);
      setUpload(null);
      setMessage(failure(failureText(error, MESSAGES.createEventFailed)));
      return;
    }
    setUpload(null);
    helpers.resetForm();
    setFileKey((key) => key + 1);
    setMessage(success(MESSAGES.eventCreated));
    onCreated(created);
    document.getElementById('create-title')?.focus();
  }

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="create-event-title">
      <h2 id="create-event-title">Create Event</h2>
      <Formik initialValues={emptyEvent} validationSchema={createEventSchema} onSubmit={submit}>
        {({
          values,
          errors,
          touched,
          submitCount,
          isSubmitting,
          setFieldValue,
          setFieldTouched,
          handleSubmit,
        }) => (
          <div>
            <Form
              noValidate
              aria-labelledby="create-event-title"
              onSubmit={(event) => {
                event.preventDefault();
                handleSubmit();
                // After validation has run: move focus to the first problem, if any.
                setTimeout(() => focusFirstError(createEventSchemaErrors(values)), 0);
              }}
            >
              <FormikField id="create-title" name="title" label="Title" />
              <div className={styles['create-event__when']}>
                <FormikField id="create-date" name="date" label="Date" type="date" />
                <FormikField id="create-time" name="time" label="Start time" type="time" />
              </div>
              <FormikField
                id="create-description"
                name="description"
                label="Description"
                multiline
              />
              <FormikField
                id="create-link_text"
                name="link_text"
                label="Link text (optional)"
                hint="If filled in, the card shows this text as a link to the event's PDF, e.g. 'Event flyer'."
              />
              <FileInput
                key={`image-${fileKey}`}
                id="create-image"
                label="Image"
                hint="A photo or poster for the card: JPEG, PNG, WebP or GIF, up to 10 MB."
                accept="image/*"
                error={
                  (touched.image || submitCount > 0) && errors.image ? String(errors.image) : null
                }
                onChange={(file) => void setFieldValue('image', file)}
                onBlur={() => void setFieldTouched('image', true, false)}
              />
              <FileInput
                key={`pdf-${fileKey}`}
                id="create-pdf"
                label="PDF (optional)"
                hint="A flyer or program visitors can open from the event's page, up to 20 MB."
                accept="application/pdf"
                onChange={(file) => void setFieldValue('pdf', file)}
              />
              {upload && <UploadProgress label={upload.label} value={upload.value} />}
              <LiveMessage message={message} />
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? MESSAGES.creatingEvent : 'Create Event'}
              </Button>
            </Form>
            <div className={styles['create-event__preview']}>
              <h3>Preview</h3>
              <EventPreviewCard
                title={values.title}
                date={values.date}
                time={values.time}
                description={values.description}
                linkText={values.link_text}
                image={values.image}
              />
            </div>
          </div>
        )}
      </Formik>
    </section>
  );
}

/** Synchronous check used only to choose where focus goes after a failed submit. */
function createEventSchemaErrors(values: CreateEventValues): FormikErrors<CreateEventValues> {
  try {
    createEventSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner?: Array<{ path?: string; message: string }> }).inner ??
      []) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors as FormikErrors<CreateEventValues>;
  }
}

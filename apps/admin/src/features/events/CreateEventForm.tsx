import { createEvent } from '@furnace/api-client';
import { Button, FormikField, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { MESSAGES, type MuseumEvent } from '@furnace/contracts';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { UploadProgress } from '../../components/UploadProgress';
import type { Shrink } from '../../components/upload-check';
import {
  CREATE_FIELD_ORDER,
  createEventSchema,
  emptyEvent,
  schemaErrors,
  toNewEvent,
  toRecurrence,
  type CreateEventValues,
} from './event-form';
import { EventPreviewCard } from './EventPreviewCard';
import {
  EndFields,
  ImageDescriptionFields,
  PlaceFields,
  PublishFields,
  RepeatFields,
  StatusFields,
} from './LifecycleFields';
import { OccurrencesPreview } from './OccurrencesPreview';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';
import { refusedText } from '../../components/failure-text';

interface Upload {
  label: string;
  value: number | null;
}

/** Focus the first field with an error, so keyboard and screen-reader users land on the problem. */
function focusFirstError(errors: Partial<Record<string, string>>) {
  const first = CREATE_FIELD_ORDER.find((name) => errors[name]);
  if (first) document.getElementById(`create-${first}`)?.focus();
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
  // File inputs cannot be cleared from code: a new key gives fresh ones on reset.
  const [fileKey, setFileKey] = useState(0);
  const messageBox = useRef<HTMLDivElement>(null);

  async function submit(values: CreateEventValues, helpers: FormikHelpers<CreateEventValues>) {
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
                setTimeout(() => focusFirstError(schemaErrors(createEventSchema, values)), 0);
              }}
            >
              <FormikField id="create-title" name="title" label="Title" />
              <div className={styles['create-event__when']}>
                <FormikField id="create-date" name="date" label="Date" type="date" />
                {!values.all_day && (
                  <FormikField id="create-time" name="time" label="Start time" type="time" />
                )}
              </div>
              <EndFields idPrefix="create" />
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
              <PlaceFields idPrefix="create" />
              <StatusFields idPrefix="create" />
              <CheckedFileInput
                key={`image-${fileKey}`}
                id="create-image"
                kind="image"
                label="Image"
                hint="A photo or poster for the card: JPEG, PNG, WebP or GIF, up to 10 MB (bigger photos are made smaller first)."
                shrink={shrink}
                error={
                  (touched.image || submitCount > 0) && errors.image ? String(errors.image) : null
                }
                onChange={(file) => void setFieldValue('image', file)}
                onBlur={() => void setFieldTouched('image', true, false)}
              />
              <ImageDescriptionFields idPrefix="create" />
              <CheckedFileInput
                key={`pdf-${fileKey}`}
                id="create-pdf"
                kind="pdf"
                label="PDF (optional)"
                hint="A flyer or program visitors can open from the event's page, up to 20 MB."
                onChange={(file) => void setFieldValue('pdf', file)}
              />
              <RepeatFields idPrefix="create" />
              <OccurrencesPreview
                idPrefix="create"
                startDate={values.date}
                recurrence={toRecurrence(values, values.date)}
              />
              <PublishFields idPrefix="create" />
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
              <EventPreviewCard
                title={values.title}
                date={values.date}
                time={values.all_day ? '' : values.time}
                description={values.description}
                linkText={values.link_text}
                image={values.image}
                imageFit={values.image_fit}
              />
            </div>
          </div>
        )}
      </Formik>
    </section>
  );
}

import { createEvent, editEvent, fetchStoredEvent } from '@furnace/api-client';
import { Button, LiveMessage, failure, success, type Message } from '@furnace/ui';
import {
  EVENTS_ADMIN_TEXTS as T,
  MESSAGES,
  editConflict,
  loadNewerVersion,
  type MuseumEvent,
} from '@furnace/contracts';
import { Formik } from 'formik';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { UploadProgress } from '../../components/UploadProgress';
import { isEditConflict, refusedText } from '../../components/failure-text';
import { useEscapeKey } from '../../components/useEscapeKey';
import { editValuesOf, eventChanges } from './event-changes';
import { createEventSchema, editEventSchema, emptyEvent, toNewEvent } from './event-form';
import type { EventFormValues } from './event-form';
import { EventFormFields } from './EventFormFields';
import { EventPreviewCard } from './EventPreviewCard';
import adminStyles from '../../app/admin.module.css';
import styles from './events.module.css';

/** After a failed submit, keyboard and screen-reader users land on the first problem on the page. */
function focusFirstProblem(form: HTMLFormElement | null, idPrefix: string, errors: object) {
  const nameOf = (input: HTMLInputElement) => input.name || input.id.slice(idPrefix.length + 1);
  Array.from(form?.querySelectorAll<HTMLInputElement>('input, textarea, select') ?? [])
    .find((input) => nameOf(input) in errors)
    ?.focus();
}

interface EventFormProps {
  saved?: MuseumEvent;
  /** After a save: the event as the API now has it (null when nothing changed) and what to say. */
  onDone: (event: MuseumEvent | null, message: string) => void;
  /** Editing: closes the editor without saving (its button, or Escape). */
  onCancel?: () => void;
}

/** 'Create Event' with a live preview, or a card's editor that sends only what changed. */
export function EventForm({ saved, onDone, onCancel }: EventFormProps) {
  const [message, setMessage] = useState<Message | null>(null);
  // The upload's progress (null: unknown); undefined while nothing is being sent.
  const [progress, setProgress] = useState<number | null>();
  // Editing: the version the form started from; after a 412, the one someone else saved.
  const [event, setEvent] = useState(saved);
  const [newer, setNewer] = useState<MuseumEvent | null>(null);
  // File inputs cannot be emptied from code: after a create, a new key gives a fresh form.
  const [created, setCreated] = useState(0);
  const idPrefix = event ? `edit-${event.id}` : 'create';
  const busy = progress !== undefined;
  const form = useEscapeKey<HTMLFormElement>(() => !busy && onCancel?.());

  async function submit(values: EventFormValues) {
    const changes = event ? eventChanges(event, values) : null;
    if (changes && !Object.keys(changes).length) return onDone(null, 'Nothing was changed.');
    setMessage(null);
    setProgress(0);
    try {
      const answer =
        event && changes
          ? await editEvent(event.id, changes, setProgress, newer ?? event)
          : await createEvent(toNewEvent(values), setProgress);
      setProgress(undefined);
      if (event && changes)
        return onDone(answer, `Changes to "${changes.title ?? event.title}" saved.`);
      flushSync(() => {
        setCreated((count) => count + 1);
        setMessage(success(MESSAGES.eventCreated));
      });
      onDone(answer, MESSAGES.eventCreated);
      form.current?.querySelector('[role=status]')?.scrollIntoView?.({ block: 'nearest' });
      document.getElementById('create-title')?.focus({ preventScroll: true });
    } catch (error) {
      setProgress(undefined);
      if (event && isEditConflict(error)) {
        // Someone else saved first: keep what was typed, and learn their version.
        setNewer(await fetchStoredEvent(event.id).catch(() => null));
        return setMessage(failure(editConflict('event')));
      }
      // Everything typed and chosen stays in the form, files included, to try again.
      console.error(error);
      const reason = error instanceof Error ? error.message : 'unknown error';
      const usual = event
        ? `The changes were not saved (${reason}). Please try again.`
        : MESSAGES.createEventFailed;
      setMessage(failure(refusedText(error, usual)));
    }
  }

  const [idle, working] = event
    ? ['Save changes', 'Saving…']
    : ['Create Event', MESSAGES.creatingEvent];
  const editor = (
    <Formik<EventFormValues>
      // A new Formik (its fields from the record) whenever the editor moves to another version.
      key={event ? JSON.stringify(event) : created}
      initialValues={event ? editValuesOf(event) : emptyEvent}
      validationSchema={event ? editEventSchema : createEventSchema}
      onSubmit={submit}
    >
      {({ values, handleSubmit, validateForm }) => (
        <>
          <form
            ref={form}
            noValidate
            aria-label={event && `Edit ${event.title}`}
            aria-labelledby={event ? undefined : 'create-event-title'}
            onSubmit={(submitted) => {
              submitted.preventDefault();
              handleSubmit();
              void validateForm().then((found) => focusFirstProblem(form.current, idPrefix, found));
            }}
          >
            <EventFormFields idPrefix={idPrefix} saved={event} />
            {busy && (values.image || values.pdf) && (
              <UploadProgress
                label={`Uploading ${values.pdf ? (values.image ? 'image and PDF' : 'PDF') : 'image'}`}
                value={progress}
              />
            )}
            {/* The create form's answer regions are always there, so screen readers hear them. */}
            {(!event || message) && <LiveMessage message={message} />}
            {newer && (
              <Button
                variant="secondary"
                onClick={() => {
                  setEvent(newer);
                  setNewer(null);
                  setMessage(null);
                }}
              >
                {loadNewerVersion}
              </Button>
            )}
            <div className={adminStyles['button-row']}>
              <Button type="submit" disabled={busy}>
                {busy ? working : idle}
              </Button>
              {event && (
                <Button variant="secondary" onClick={onCancel} disabled={busy}>
                  {T.closeEditor}
                </Button>
              )}
            </div>
          </form>
          {!event && (
            <div className={styles['create-event__preview']}>
              <h3>Preview</h3>
              <EventPreviewCard values={values} />
            </div>
          )}
        </>
      )}
    </Formik>
  );
  if (event) return editor;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby="create-event-title">
      <h2 id="create-event-title">Create Event</h2>
      {editor}
    </section>
  );
}

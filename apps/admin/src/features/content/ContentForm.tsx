import { ApiRefusal, saveContent, type ContentSaved } from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_SCHEMAS,
  editConflict,
  type ContactContent,
  type ContentKey,
} from '@furnace/contracts';
import {
  Button,
  Field,
  LiveMessage,
  describedBy,
  failure,
  fieldClasses,
  success,
  type Message,
} from '@furnace/ui';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '../../components/failure-text';
import { ContentFields } from './ContentFields';
import { ContentPreview } from './ContentPreview';
import {
  drafts,
  fieldId,
  flattenErrors,
  toFormValues,
  toFormikErrors,
  validateForm,
  type ContentValues,
} from './content-form';
import { museumInstant } from '../../components/museum-time';
import styles from './content.module.css';
import adminStyles from '../../app/admin.module.css';
import { LoadNewerButton } from '../../components/LoadNewerButton';

interface ContentFormProps {
  contentKey: ContentKey;
  /** The value visitors see now (GET /content/{key}). */
  published: unknown;
  /** The published contact details, for {phone} {email} {address} in the preview. */
  contact?: ContactContent;
  onPublished: (saved: ContentSaved) => void | Promise<void>;
  /** After a 412: read what someone else published (the next save then goes over it). */
  onConflict: () => void | Promise<void>;
  /** The volunteer chose to start again from what someone else published. */
  onLoadNewer: () => void | Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One content key's form, generated from CONTENT_SCHEMAS[key], with its live preview. Checked in
 * the browser with the API's own validateContent (each message beside its field and in a summary
 * at the top); the API's refusals land the same way. Nothing typed is lost: a failed save keeps
 * the fields, and a draft in sessionStorage survives a reload or signing in again.
 */
export function ContentForm({
  contentKey,
  published,
  contact,
  onPublished,
  onConflict,
  onLoadNewer,
}: ContentFormProps) {
  const schema = CONTENT_SCHEMAS[contentKey];
  const [publishedValues] = useState(() => toFormValues(schema, published));
  const [draft] = useState(() => {
    const kept = drafts.read(contentKey);
    const values = kept ? toFormValues(schema, kept) : null;
    return values && !same(values, publishedValues) ? values : null;
  });
  const [showDraftNote, setShowDraftNote] = useState(draft !== null);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [conflict, setConflict] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  const baseline = useRef(publishedValues);
  const summary = useRef<HTMLDivElement>(null);
  const publishAtInput = useRef<HTMLInputElement>(null);

  const formik = useFormik<ContentValues>({
    initialValues: draft ?? publishedValues,
    validate: (values) => validateForm(schema, values),
    // Checked when publishing; after a first attempt, again at every change, so a fixed field's
    // message goes away as the volunteer fixes it.
    validateOnChange: checked,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const { values } = formik;

  // The draft follows every keystroke; it is dropped once it equals what is published.
  useEffect(() => {
    if (same(values, baseline.current)) drafts.clear(contentKey);
    else drafts.write(contentKey, values);
  }, [contentKey, values]);

  const errorList = flattenErrors(formik.errors);
  const pathOf = (field: string) => (field === '_form' ? schema.fields[0].name : field);

  async function publish(mode: 'now' | 'at') {
    setChecked(true);
    setMessage(null);
    let at: string | undefined;
    let atError: string | null = null;
    if (mode === 'at') {
      const instant = publishAt ? museumInstant(publishAt) : null;
      if (!publishAt) atError = TEXTS.publishAtRequired;
      else if (!instant) atError = TEXTS.publishAtRequired;
      else if (Date.parse(instant) <= Date.now()) atError = TEXTS.publishAtPast;
      else at = instant;
    }
    setPublishAtError(atError);
    const errors = validateForm(schema, values);
    formik.setErrors(errors);
    if (Object.keys(errors).length) {
      // The summary lists every problem and links to each field.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    if (atError) {
      publishAtInput.current?.focus();
      return;
    }
    setSaving(true);
    let saved: ContentSaved;
    try {
      saved = await saveContent(contentKey, values, at, published);
    } catch (error) {
      console.error(error);
      if (error instanceof ApiRefusal && error.status === 412) {
        // Someone else published first: what was typed stays; their version is read.
        setConflict(true);
        setMessage(failure(editConflict('content')));
        await onConflict();
        return;
      }
      if (error instanceof ApiRefusal && error.fieldErrors.length) {
        formik.setErrors(toFormikErrors(error.fieldErrors));
        requestAnimationFrame(() => summary.current?.focus());
      }
      setMessage(
        failure(
          failureText(
            error,
            error instanceof ApiRefusal && error.status < 500 ? error.message : TEXTS.saveFailed,
          ),
        ),
      );
      return;
    } finally {
      setSaving(false);
    }
    // The form now shows what was stored (trimmed), published or scheduled: nothing is a draft.
    const stored = toFormValues(schema, saved.version.value);
    baseline.current = stored;
    drafts.clear(contentKey);
    formik.resetForm({ values: stored });
    setChecked(false);
    setPublishAt('');
    setShowDraftNote(false);
    setConflict(false);
    setMessage(success(saved.message));
    await onPublished(saved);
  }

  const publishAtId = `content-${contentKey}-publish-at`;
  const previewContact = contentKey === 'contact' ? (values as unknown as ContactContent) : contact;

  return (
    <FormikProvider value={formik}>
      <div className={styles['editor']}>
        <form
          className={`${adminStyles['admin-panel']} ${styles['editor__form']}`}
          aria-label={schema.title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void publish('now');
          }}
        >
          {showDraftNote && (
            <div className={styles['draft-note']}>
              <p>{TEXTS.draftRestored}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  drafts.clear(contentKey);
                  formik.resetForm({ values: baseline.current });
                  setChecked(false);
                  setShowDraftNote(false);
                }}
              >
                {TEXTS.discardDraft}
              </Button>
            </div>
          )}
          <div
            ref={summary}
            tabIndex={-1}
            className={errorList.length ? styles['error-summary'] : undefined}
            aria-labelledby={errorList.length ? `${fieldId(contentKey, 'summary')}` : undefined}
          >
            {errorList.length > 0 && (
              <>
                <h2 id={fieldId(contentKey, 'summary')} className={styles['error-summary__title']}>
                  {TEXTS.summaryTitle(errorList.length)}
                </h2>
                <ul>
                  {errorList.map((error) => {
                    const id = fieldId(contentKey, pathOf(error.field));
                    return (
                      <li key={error.field}>
                        <a
                          href={`#${id}`}
                          onClick={(event) => {
                            event.preventDefault();
                            document.getElementById(id)?.focus();
                          }}
                        >
                          {error.message}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </div>
          <ContentFields contentKey={contentKey} fields={schema.fields} />
          <LiveMessage message={message} />
          {conflict && <LoadNewerButton onLoad={() => void onLoadNewer()} />}
          <div className={styles['publish']}>
            <Button type="submit" disabled={saving}>
              {saving ? TEXTS.publishing : TEXTS.publish}
            </Button>
            <Field
              id={publishAtId}
              label={TEXTS.publishAtLabel}
              hint={TEXTS.publishAtHint}
              error={publishAtError}
              className={styles['publish__at']}
            >
              <input
                ref={publishAtInput}
                id={publishAtId}
                type="datetime-local"
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
                aria-invalid={Boolean(publishAtError)}
                aria-describedby={describedBy(publishAtId, TEXTS.publishAtHint, publishAtError)}
              />
            </Field>
            <Button variant="secondary" disabled={saving} onClick={() => void publish('at')}>
              {TEXTS.publishAtButton}
            </Button>
          </div>
        </form>
        <aside className={styles['editor__preview']} aria-labelledby={`${publishAtId}-preview`}>
          <h2 id={`${publishAtId}-preview`}>{TEXTS.previewTitle}</h2>
          <p className={fieldClasses.hint}>{TEXTS.previewIntro}</p>
          <ContentPreview schema={schema} values={values} contact={previewContact} />
        </aside>
      </div>
    </FormikProvider>
  );
}

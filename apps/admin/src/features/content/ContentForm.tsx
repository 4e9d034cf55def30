import { ApiError, saveContent } from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_SCHEMAS,
  editConflict,
  loadNewerVersion,
  validateContent,
  type ContactContent,
  type ContentFieldError,
  type ContentKey,
  type ContentKeySchema,
} from '@furnace/contracts';
import { Button, Field, describedBy, fieldClasses } from '@furnace/ui';
import { FormikProvider, getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useReadAgain } from '../../components/AdminPage';
import { Answer, refusalOr, type Answers } from '../../components/Answer';
import { isEditConflict } from '../../components/failure-text';
import { museumInstant } from '../../components/museum-time';
import { ListEditor, TextInput, fieldId, type ContentValues } from './ContentFields';
import { ContentPreview } from './ContentPreview';
import styles from './content.module.css';
import adminStyles from '../../app/admin.module.css';

/** Refused fields ('items.2.price') as formik errors: the dotted paths are formik's field names. */
function toFormikErrors(errors: readonly ContentFieldError[]): FormikErrors<ContentValues> {
  let out: FormikErrors<ContentValues> = {};
  // A list-level error ('items') and a row error cannot share a node: the first one wins.
  for (const { field, message } of errors)
    if (getIn(out, field) === undefined) out = setIn(out, field, message);
  return out;
}

const validateForm = (schema: ContentKeySchema, values: ContentValues) =>
  toFormikErrors(validateContent(schema, values).errors ?? []);

/** Every message in formik's nested errors, with its field path, in the form's order. */
function flattenErrors(errors: unknown, prefix = ''): ContentFieldError[] {
  if (typeof errors === 'string') return [{ field: prefix, message: errors }];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([name, value]) =>
    flattenErrors(value, prefix ? `${prefix}.${name}` : name),
  );
}

const DRAFT_PREFIX = 'furnace-content-draft:';

/** sessionStorage, or nothing when it is full or blocked (the form still holds the values). */
function stored<T>(work: (storage: Storage) => T): T | null {
  try {
    return work(sessionStorage);
  } catch {
    return null;
  }
}

/** Unpublished values per key in sessionStorage: a reload or signing in again finds them. */
export const drafts = {
  read: (key: ContentKey) =>
    stored((storage) => JSON.parse(storage.getItem(DRAFT_PREFIX + key) ?? 'null') as unknown),
  write: (key: ContentKey, values: ContentValues) =>
    stored((storage) => storage.setItem(DRAFT_PREFIX + key, JSON.stringify(values))),
  clear: (key: ContentKey) => stored((storage) => storage.removeItem(DRAFT_PREFIX + key)),
};

interface ContentFormProps {
  contentKey: ContentKey;
  /** The value visitors see now (GET /content/{key}). */
  published: ContentValues;
  /** For {phone} {email} {address} in the preview. */
  contact?: ContactContent;
  answers: Answers;
  onLoadNewer: () => Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One key's form from CONTENT_SCHEMAS with its preview; typed values survive a reload. */
export function ContentForm({
  contentKey,
  published,
  contact,
  answers,
  onLoadNewer,
}: ContentFormProps) {
  const schema = CONTENT_SCHEMAS[contentKey];
  const [draft] = useState(() => {
    const kept = drafts.read(contentKey) as ContentValues | null;
    return kept && !same(kept, published) ? kept : null;
  });
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [publishAtError, setPublishAtError] = useState<string | null>(null);
  const baseline = useRef(published);
  const summary = useRef<HTMLDivElement>(null);
  const readAgain = useReadAgain();

  const formik = useFormik<ContentValues>({
    initialValues: draft ?? published,
    validate: (values) => validateForm(schema, values),
    // After a first attempt, checked at every change: a fixed field's message goes as it is fixed.
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
  // Resetting drops the draft (the effect above) and its note (the form no longer starts from it).
  const startFrom = (stored: ContentValues) => {
    baseline.current = stored;
    formik.resetForm({ values: stored });
    setChecked(false);
  };

  async function publish(mode: 'now' | 'at') {
    setChecked(true);
    // Counted as a submit: from now on each field shows its message (FormikField).
    void formik.submitForm();
    const at = (mode === 'at' && museumInstant(publishAt)) || undefined;
    const atError =
      mode === 'at' && !at
        ? TEXTS.publishAtRequired
        : at && Date.parse(at) <= Date.now()
          ? TEXTS.publishAtPast
          : null;
    setPublishAtError(atError);
    const errors = validateForm(schema, values);
    formik.setErrors(errors);
    // The summary lists every problem and links to each field.
    if (Object.keys(errors).length) return requestAnimationFrame(() => summary.current?.focus());
    if (atError) return document.getElementById(publishAtId)?.focus();
    setSaving(true);
    const saved = await answers.run(
      'publish',
      async () => {
        const { message, version } = await saveContent(contentKey, values, at, published);
        // The form now shows what was stored (trimmed), published or scheduled: nothing is a draft.
        startFrom(version.value as ContentValues);
        setPublishAt('');
        setConflict(false);
        return message;
      },
      (message) => message,
      (error) => {
        // Someone else published first: what was typed stays; their version is read, so the next
        // save goes over theirs.
        if (isEditConflict(error)) {
          setConflict(true);
          void readAgain();
          return editConflict('content');
        }
        if (error instanceof ApiError && error.fieldErrors.length) {
          formik.setErrors(toFormikErrors(error.fieldErrors));
          requestAnimationFrame(() => summary.current?.focus());
        }
        return refusalOr(TEXTS.saveFailed)(error);
      },
    );
    setSaving(false);
    if (saved) await readAgain();
  }

  const publishAtId = `content-${contentKey}-publish-at`;
  const previewContact = contentKey === 'contact' ? (values as unknown as ContactContent) : contact;

  return (
    <FormikProvider value={formik}>
      <div className={styles.editor}>
        <form
          className={adminStyles['admin-panel']}
          aria-label={schema.title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void publish('now');
          }}
        >
          {draft !== null && formik.initialValues === draft && (
            <div className={styles['draft-note']}>
              <p>{TEXTS.draftRestored}</p>
              <Button variant="secondary" onClick={() => startFrom(baseline.current)}>
                {TEXTS.discardDraft}
              </Button>
            </div>
          )}
          <div
            ref={summary}
            tabIndex={-1}
            className={errorList.length ? styles['error-summary'] : undefined}
            aria-labelledby={errorList.length ? fieldId(contentKey, 'summary') : undefined}
          >
            {errorList.length > 0 && (
              <>
                <h2 id={fieldId(contentKey, 'summary')}>{TEXTS.summaryTitle(errorList.length)}</h2>
                <ul>
                  {errorList.map((error) => {
                    const id = fieldId(contentKey, error.field);
                    return (
                      <li key={error.field}>
                        <a
                          className={fieldClasses.error}
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
          {/* Generated from the schema's fields: no hand-written form per key. */}
          {schema.fields.map((field) =>
            field.kind === 'list' || field.kind === 'texts' ? (
              <ListEditor key={field.name} contentKey={contentKey} field={field} />
            ) : (
              <TextInput key={field.name} contentKey={contentKey} path={field.name} field={field} />
            ),
          )}
          <div className={styles.publish}>
            <Button type="submit" disabled={saving}>
              {saving ? TEXTS.publishing : TEXTS.publish}
            </Button>
            <Field
              id={publishAtId}
              label={TEXTS.publishAtLabel}
              hint={TEXTS.publishAtHint}
              error={publishAtError}
            >
              <input
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
          <Answer answers={answers} place="publish" />
          {conflict && (
            <Button variant="secondary" onClick={() => void onLoadNewer()}>
              {loadNewerVersion}
            </Button>
          )}
        </form>
        <aside className={styles.preview} aria-labelledby={`${publishAtId}-preview`}>
          <h2 id={`${publishAtId}-preview`}>{TEXTS.previewTitle}</h2>
          <p className={fieldClasses.hint}>{TEXTS.previewIntro}</p>
          <ContentPreview schema={schema} values={values} contact={previewContact} />
        </aside>
      </div>
    </FormikProvider>
  );
}

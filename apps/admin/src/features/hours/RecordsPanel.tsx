import { loadNewerVersion, recordVersion } from '@furnace/contracts';
import { Button, VisuallyHidden, failure, success, type Message } from '@furnace/ui';
import { Form, Formik, type FormikValues } from 'formik';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { Answer } from '../../components/Answer';
import { CHECKED_ON_SUBMIT } from '../../components/AdminForm';
import { ConfirmButton } from '../../components/ConfirmButton';
import { isEditConflict, saveFailure } from '../../components/failure-text';
import { ListPanel, useAdminList } from '../../components/AdminPage';
import { useQuestion } from '../../components/Question';
import { useEditing } from '../../components/useEditing';
import adminStyles from '../../app/admin.module.css';
import type { Ask } from './record-dates';
import styles from './hours.module.css';

/** One kind of dated schedule record as the Hours page edits it (seasons, special days). */
export interface RecordKind<R extends { id: number }, V extends FormikValues, P> {
  /** Hyphenated, also the section's id, the query key and the cards' test id. */
  noun: 'season' | 'special day';
  title: string;
  intro: string;
  none: string;
  loadFailed: string;
  saveFailed: string;
  deleteFailed: string;
  save: string;
  add: string;
  fetch(signal?: AbortSignal): Promise<R[]>;
  remove(id: number, shown: R): Promise<void>;
  /** Asks first what must be asked, then writes; false when the user said no. `shown`: the If-Match. */
  write(payload: P, ask: Ask, editing: R | null, shown: R | null): Promise<boolean>;
  /** The card's heading, also the hidden end of its Edit and Delete. */
  name(record: R): string;
  details(record: R): ReactNode;
  deleteQuestion(record: R): string;
  saved(payload: P): string;
  deleted(record: R): string;
  editTitle(record: R): string;
  schema: AnyObjectSchema;
  toValues(record: R | null): V;
  toPayload(values: V): P;
  Fields: ComponentType<{ records: R[]; record: R | null }>;
  /** Special days keep their form open for the next one; a season's opens with Add. */
  formAlwaysOpen?: boolean;
}

/** A kind's records as cards with Edit and Delete, and its form (kept as typed after a 412). */
export function RecordsPanel<R extends { id: number }, V extends FormikValues, P>(props: {
  kind: RecordKind<R, V, P>;
}) {
  const { kind } = props;
  // What the panel shows with no record in the form: Add, or the form for a new one.
  const closed = kind.formAlwaysOpen ? 'new' : null;
  const { editing, setEditing, leave, button, area } = useEditing<R | 'new' | null>(closed);
  // After a 412: the record then edited, whose version someone else saved is in the list read again
  // (offered while that record is in the form; Edit on another card neither offers nor sends it).
  const [conflicted, setConflicted] = useState<number | null>(null);
  const { ask, questionElement } = useQuestion();
  const id = kind.noun.replace(' ', '-');
  const list = useAdminList(`${id}s`, kind.fetch, kind.loadFailed);
  const [message, setMessage] = useState<Message | null>(null);
  const record = editing === 'new' ? null : editing;
  const newer = conflicted === record?.id ? list.items?.find((one) => one.id === conflicted) : null;

  const close = () => {
    setConflicted(null);
    leave();
  };

  async function save(values: V): Promise<boolean> {
    setMessage(null);
    list.answers.show('list', null);
    const payload = kind.toPayload(values);
    try {
      if (!(await kind.write(payload, ask, record, record && (newer ?? record)))) return false;
    } catch (error) {
      console.error(error);
      setMessage(failure(saveFailure(error, kind.saveFailed, kind.noun)));
      if (record && isEditConflict(error)) {
        await list.reload();
        setConflicted(record.id);
      }
      return false;
    }
    await list.readAgain();
    setMessage(success(kind.saved(payload)));
    close();
    return true;
  }

  const formTitle = record ? kind.editTitle(record) : kind.add;
  const editor =
    editing === null ? (
      <Button ref={button} onClick={() => setEditing('new')}>
        {kind.add}
      </Button>
    ) : (
      <Formik<V>
        // A new form for each record edited (Edit on another card while one is open).
        key={record ? recordVersion(record) : 'new'}
        initialValues={kind.toValues(record)}
        validationSchema={kind.schema}
        {...CHECKED_ON_SUBMIT}
        onSubmit={async (values, { resetForm }) => {
          if (await save(values)) resetForm({ values: kind.toValues(null) });
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={area} className={styles['panel-form']} aria-label={formTitle} noValidate>
            <h3>{formTitle}</h3>
            <kind.Fields records={list.items ?? []} record={record} />
            {questionElement}
            <span className={adminStyles['button-row']}>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : kind.save}
              </Button>
              {editing !== closed && (
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
              )}
            </span>
          </Form>
        )}
      </Formik>
    );
  return (
    <ListPanel
      title={kind.title}
      intro={kind.intro}
      list={list}
      message={message}
      loading={`Loading ${kind.noun}s…`}
      empty={kind.none}
      extra={editor}
    >
      {(records) => (
        <>
          {newer && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(newer);
                setConflicted(null);
                setMessage(null);
              }}
            >
              {loadNewerVersion}
            </Button>
          )}
          <ul className={`${adminStyles.cards} ${styles['card-list']}`}>
            {records.map((one) => {
              const which = <VisuallyHidden> {`${kind.noun} ${kind.name(one)}`}</VisuallyHidden>;
              return (
                <li key={one.id} className={styles.card} data-testid={`${id}-card`}>
                  <h3 className={styles.card__title}>{kind.name(one)}</h3>
                  {kind.details(one)}
                  <span className={adminStyles['button-row']}>
                    <Button variant="secondary" onClick={() => setEditing(one)}>
                      Edit{which}
                    </Button>
                    <ConfirmButton
                      question={kind.deleteQuestion(one)}
                      confirmLabel="Yes, delete"
                      onConfirm={() => {
                        setMessage(null);
                        return list.act(
                          () => kind.remove(one.id, one),
                          kind.deleted(one),
                          (error) => saveFailure(error, kind.deleteFailed, kind.noun),
                          `record-${one.id}`,
                        );
                      }}
                    >
                      Delete{which}
                    </ConfirmButton>
                  </span>
                  <Answer answers={list.answers} place={`record-${one.id}`} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ListPanel>
  );
}

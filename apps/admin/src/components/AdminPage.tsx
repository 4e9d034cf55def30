import { useApiQuery } from '@furnace/api-client';
import { PageHeading, failure } from '@furnace/ui';
import { useId, type ReactNode } from 'react';
import { Answer, useAnswers, type Answers, type Text } from './Answer';
import adminStyles from '../app/admin.module.css';
import { loadFailureText } from './failure-text';

export function AdminPage(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section>
      <PageHeading>{props.title}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{props.intro}</p>
      {props.children}
    </section>
  );
}

/** A page's list and its answers: [] when it could not be read (the failure answers at 'list'). */
export function useAdminList<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T[]>,
  loadFailed: string,
) {
  const answers = useAnswers();
  const query = useApiQuery(key, fetch, {
    onError: (error) => {
      console.error(error);
      answers.show('list', failure(loadFailureText(error, loadFailed)));
    },
  });
  /** Runs an action on the list, answered above it, and reads the list again when it worked. */
  const act = async <R,>(work: () => Promise<R>, done: Text<R> | null, usual?: Text<unknown>) => {
    if (await answers.run('list', work, done, usual)) await query.reload();
  };
  return { items: query.data ?? (query.loading ? null : []), reload: query.reload, answers, act };
}

/** A read that failed, said where its content would be (and, while the API is down, that it will pass). */
export function LoadFailure({ error, text }: { error: unknown; text: string }) {
  return (
    <p role="alert" className={adminStyles['answer--error']}>
      {loadFailureText(error, text)}
    </p>
  );
}

interface ListPanelProps<T> {
  title: string;
  /** The list (null while loading) and the page's answers: its actions' answer shows above it. */
  list: { items: T[] | null; answers: Answers };
  loading: string;
  /** Shown when there is nothing; without it an empty list is rendered like any other. */
  empty?: string;
  /** With columns, the list is a table and `children` gives its rows. */
  columns?: string[];
  children: (items: T[]) => ReactNode;
  extra?: ReactNode;
}

/** A panel with a list: its heading, the answer to its actions, then loading, empty or the list. */
export function ListPanel<T>(props: ListPanelProps<T>) {
  const { title, list, loading, empty, columns, children } = props;
  const id = useId();
  const { items } = list;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Answer answers={list.answers} place="list" />
      {items === null ? (
        <p aria-busy="true">{loading}</p>
      ) : items.length === 0 && empty ? (
        <p>{empty}</p>
      ) : columns ? (
        <Table columns={columns}>{children(items)}</Table>
      ) : (
        children(items)
      )}
      {props.extra}
    </section>
  );
}

export function Table(props: { columns: string[]; caption?: string; children: ReactNode }) {
  const { columns, caption, children } = props;
  return (
    <table className={adminStyles.table}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

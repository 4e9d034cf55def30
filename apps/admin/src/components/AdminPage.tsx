import { useApiQuery } from '@furnace/api-client';
import { PageHeading, failure } from '@furnace/ui';
import type { ReactNode, Ref } from 'react';
import { Answer, type Answers } from './Answer';
import adminStyles from '../app/admin.module.css';

/** An admin page: its heading, a sentence on what it is for, its panels. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section>
      <PageHeading>{title}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{intro}</p>
      {children}
    </section>
  );
}

/**
 * A page's list, read from the API: null while loading, [] when it could not be (the failure is
 * the page's answer at 'list', where the list would be).
 */
export function useAdminList<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T[]>,
  answers: Answers,
  loadFailed: string,
) {
  const query = useApiQuery(key, fetch, {
    onError: (error) => {
      console.error(error);
      answers.show('list', failure(loadFailed));
    },
  });
  return { items: query.data ?? (query.loading ? null : []), reload: query.reload };
}

interface ListPanelProps<T> {
  id: string;
  title: string;
  items: T[] | null;
  /** Shown while the list loads, e.g. "Loading signs…". */
  loading: string;
  /** Shown when there is nothing; without it an empty list is rendered like any other. */
  empty?: string;
  /** The answer to the list's own actions shows under its heading. */
  answers: Answers;
  headingRef?: Ref<HTMLHeadingElement>;
  children: (items: T[]) => ReactNode;
  /** Beside the list whatever it holds, e.g. a hint or a one-time link. */
  extra?: ReactNode;
}

/** A panel with a list: its heading, the answer to its actions, then loading, empty or the list. */
export function ListPanel<T>({
  id,
  title,
  items,
  loading,
  empty,
  answers,
  headingRef,
  children,
  extra,
}: ListPanelProps<T>) {
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      <Answer answers={answers} place="list" />
      {items === null ? (
        <p aria-busy="true">{loading}</p>
      ) : items.length === 0 && empty ? (
        <p>{empty}</p>
      ) : (
        children(items)
      )}
      {extra}
    </section>
  );
}

/** A table of records: the column headings, then one row per record. */
export function Table({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className={adminStyles['table']}>
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

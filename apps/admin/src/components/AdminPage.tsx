import { QueryClientContext, standaloneQueryClient, useApiQuery } from '@furnace/api-client';
import {
  LiveMessage,
  PageHeading,
  failure,
  fieldClasses,
  messageClasses,
  success,
  type Message,
} from '@furnace/ui';
import { useContext, useId, type ReactNode } from 'react';
import { Answer, useAnswers, type Answers, type Text } from './Answer';
import adminStyles from '../app/admin.module.css';
import { loadFailureText } from './failure-text';

/** A page: its heading, what it is for, its panels; `className` for a page outside the layout. */
export function AdminPage(props: {
  title: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={props.className}>
      <PageHeading>{props.title}</PageHeading>
      {props.intro && <p className={adminStyles['admin-page__intro']}>{props.intro}</p>}
      {props.children}
    </section>
  );
}

/**
 * After a save every list on the page reads again (TanStack Query's invalidation), so what one panel
 * wrote shows in the others; the shell's own reads (keys that are API paths) are left alone.
 */
export function useReadAgain() {
  const client = useContext(QueryClientContext) ?? standaloneQueryClient();
  return () =>
    client.invalidateQueries({ predicate: (query) => !`${query.queryKey[0]}`.startsWith('/') });
}

/** A page's list (null until read) and its answers. */
export function useAdminList<T>(
  key: string,
  fetch: (signal: AbortSignal) => Promise<T[]>,
  loadFailed: string,
) {
  const answers = useAnswers();
  const readAgain = useReadAgain();
  const { data, loading, reload } = useApiQuery(key, fetch, {
    onError: (error) => {
      console.error(error);
      answers.show('list', failure(loadFailureText(error, loadFailed)));
    },
  });
  /** Runs an action, then reads the lists again (true: it worked); a card's success shows above. */
  const act = async <R,>(
    work: () => Promise<R>,
    done: Text<R> | null,
    usual?: Text<unknown>,
    place = 'list',
  ) => {
    const fromCard = place !== 'list';
    const worked = await answers.run(place, work, fromCard ? null : done, usual);
    if (worked) await readAgain();
    else if (fromCard) await reload();
    if (worked && fromCard && typeof done === 'string') answers.show('list', success(done));
    return worked;
  };
  return { items: data ?? null, loading, reload, readAgain, answers, act };
}

/** A read that failed, said where its content would be (and, while the API is down, that it will pass). */
export function LoadFailure({ error, text }: { error: unknown; text: string }) {
  return (
    <p role="alert" className={messageClasses.error}>
      {loadFailureText(error, text)}
    </p>
  );
}

interface ListPanelProps<T> {
  title: string;
  intro?: string;
  /** The list (null until read) and the page's answers: its actions' answer shows above it. */
  list: { items: T[] | null; loading: boolean; answers: Answers };
  /** The panel's own live region, for what its form says (the Hours page's records). */
  message?: Message | null;
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
  const { title, intro, list, message, loading, empty, columns, children } = props;
  const id = useId();
  const { items } = list;
  return (
    <section className={adminStyles['admin-panel']} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p className={fieldClasses.hint}>{intro}</p>}
      {message !== undefined && <LiveMessage message={message} />}
      <Answer answers={list.answers} place="list" />
      {items === null ? (
        list.loading && <p aria-busy="true">{loading}</p>
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

import { ApiRefusal } from '@furnace/api-client';
import { failure, success, type Message } from '@furnace/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from './failure-text';
import adminStyles from '../app/admin.module.css';

/** A page's one answer and the place it belongs: beside the button whose action it answers. */
export interface Answers {
  message: Message | null;
  place: string | null;
  /** Shows `message` at `place` (null clears the page's answer). */
  show: (place: string, message: Message | null) => void;
  /**
   * Runs an action from `place`: the old answer goes at once, then `done` (its text, or made from
   * the result; null: nothing to say) or the failure: `usual` (default: the error's own sentence), or the outage text.
   * Resolves to whether the action worked.
   */
  run: <T>(
    place: string,
    work: () => Promise<T>,
    done: string | ((result: T) => string) | null,
    usual?: string | ((error: unknown) => string),
  ) => Promise<boolean>;
}

/** The API's own sentence for a refusal it explains (4xx), else `text`. */
export const refusalOr = (text: string) => (error: unknown) =>
  error instanceof ApiRefusal && error.status < 500 ? error.message : text;

const errorSentence = (error: unknown) => (error as Error).message;

/** One answer per page, so a new action clears whatever an earlier one said anywhere on it. */
export function useAnswers(): Answers {
  const [state, setState] = useState<{ place: string | null; message: Message | null }>({
    place: null,
    message: null,
  });
  const show = useCallback(
    (place: string, message: Message | null) => setState({ place, message }),
    [],
  );
  const run = useCallback(
    async <T,>(
      place: string,
      work: () => Promise<T>,
      done: string | ((result: T) => string) | null,
      usual: string | ((error: unknown) => string) = errorSentence,
    ) => {
      show(place, null);
      let result: T;
      try {
        result = await work();
      } catch (error) {
        console.error(error);
        show(place, failure(failureText(error, typeof usual === 'string' ? usual : usual(error))));
        return false;
      }
      if (done !== null) show(place, success(typeof done === 'string' ? done : done(result)));
      return true;
    },
    [show],
  );
  return useMemo(() => ({ ...state, show, run }), [state, show, run]);
}

/**
 * The answer to an action, where the person is looking: beside its button. Focus moves to it, so
 * a screen reader reads it at once (a success as a status, a failure as an alert).
 */
export function Answer({ answers, place }: { answers: Answers; place: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = answers.place === place ? answers.message : null;
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={message.tone === 'success' ? 'status' : 'alert'}
      className={adminStyles[`answer--${message.tone}`]}
    >
      {message.text}
    </p>
  );
}

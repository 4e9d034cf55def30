import { ApiError } from '@furnace/api-client';
import { failure, messageClasses, success, type Message } from '@furnace/ui';
import { useEffect, useRef, useState } from 'react';
import { failureText } from './failure-text';

export type Text<T> = string | ((value: T) => string);
const say = <T,>(text: Text<T>, value: T) => (typeof text === 'string' ? text : text(value));

/** The API's own sentence for a refused content or alert write (4xx), else `text`. */
export const refusalOr = (text: string) => (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : text;

/** A page's one answer and the place it belongs: beside the button whose action it answers. */
export type Answers = ReturnType<typeof useAnswers>;

/** One answer per page, so a new action clears whatever an earlier one said anywhere on it. */
export function useAnswers() {
  const [shown, setShown] = useState({
    place: null as string | null,
    message: null as Message | null,
  });
  const show = (place: string, message: Message | null) => setShown({ place, message });
  /** Runs an action from `place`, says `done` (null: nothing) or the failure; true if it worked. */
  const run = async <T,>(
    place: string,
    work: () => Promise<T>,
    done: Text<T> | null,
    usual?: Text<unknown>,
  ) => {
    show(place, null);
    try {
      const result = await work();
      if (done !== null) show(place, success(say(done, result)));
      return true;
    } catch (error) {
      console.error(error);
      show(place, failure(failureText(error, say(usual ?? ((e) => (e as Error).message), error))));
      return false;
    }
  };
  return { ...shown, show, run };
}

/** The answer beside its button; it takes the focus so a screen reader reads it at once. */
export function Answer({ answers, place }: { answers: Answers; place: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = answers.place === place ? answers.message : null;
  useEffect(() => ref.current?.focus(), [message]);
  if (!message) return null;
  const tone = message.tone === 'success' ? 'status' : 'alert';
  return (
    <p ref={ref} tabIndex={-1} role={tone} className={messageClasses[message.tone]}>
      {message.text}
    </p>
  );
}

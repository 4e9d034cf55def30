import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEscapeKey } from './useEscapeKey';

/**
 * A button (Edit, Add, Delete) opens a form or a question in its place. While `editing` is not
 * `closed`, focus goes to the first field inside `area` (the form, or an element around it);
 * `leave` closes it and puts focus back on `button`. With `escapes`, Escape inside `area` leaves.
 */
export function useEditing<T, E extends HTMLElement = HTMLFormElement>(closed: T, escapes = false) {
  const [editing, setEditing] = useState(closed);
  const button = useRef<HTMLButtonElement>(null);
  const leave = () => {
    flushSync(() => setEditing(closed));
    button.current?.focus();
  };
  const area = useEscapeKey<E>(() => escapes && leave());
  useEffect(() => {
    if (editing !== closed) area.current?.querySelector('input')?.focus();
  }, [editing, closed, area]);
  return { editing, setEditing, leave, button, area };
}

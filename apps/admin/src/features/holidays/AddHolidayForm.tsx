import { setHoliday } from '@furnace/api-client';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import { MESSAGES } from '@furnace/contracts';
import { useRef, useState } from 'react';
import styles from './holidays.module.css';

const DATE_HINT = 'Format: YYYY-MM-DD, for example 2026-12-25';
const DESCRIPTION_HINT = 'Visitors see "Closed for" followed by this, e.g. "Christmas Day".';
export const DATE_FORMAT_MESSAGE = 'Enter the date as YYYY-MM-DD, for example 2026-12-25.';

interface AddHolidayFormProps {
  onMessage: (message: Message | null) => void;
  onAdded: () => Promise<void>;
}

/**
 * Add Holiday as an in-page form (docs/product.md §10 replaces the spec's two prompts): date and description
 * are both required, with the spec's texts reported through the panel's alert region.
 */
export function AddHolidayForm({ onMessage, onAdded }: AddHolidayFormProps) {
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState<{ date?: boolean; description?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const dateInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);

  async function submit() {
    const trimmedDate = date.trim();
    const trimmedDescription = description.trim();
    if (!trimmedDate || !trimmedDescription) {
      setInvalid({ date: !trimmedDate, description: !trimmedDescription });
      onMessage(failure(MESSAGES.holidayFieldsRequired));
      (trimmedDate ? descriptionInput : dateInput).current?.focus();
      return;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmedDate)) {
      setInvalid({ date: true });
      onMessage(failure(DATE_FORMAT_MESSAGE));
      dateInput.current?.focus();
      return;
    }
    setInvalid({});
    setBusy(true);
    try {
      await setHoliday({ date: trimmedDate, description: trimmedDescription });
    } catch (error) {
      console.error(error);
      onMessage(failure(MESSAGES.addHolidayFailed));
      return;
    } finally {
      setBusy(false);
    }
    setDate('');
    setDescription('');
    await onAdded();
    onMessage(success(`Holiday added: ${trimmedDate}, ${trimmedDescription}.`));
    dateInput.current?.focus();
  }

  return (
    <form
      className={styles['add-holiday']}
      aria-labelledby="add-holiday-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="add-holiday-title">Add Holiday</h3>
      <Field id="holiday-date" label="Date" hint={DATE_HINT}>
        <input
          ref={dateInput}
          id="holiday-date"
          type="text"
          autoComplete="off"
          value={date}
          aria-invalid={Boolean(invalid.date)}
          aria-describedby={describedBy('holiday-date', DATE_HINT)}
          onChange={(e) => setDate(e.target.value)}
        />
      </Field>
      <Field id="holiday-description" label="Description" hint={DESCRIPTION_HINT}>
        <input
          ref={descriptionInput}
          id="holiday-description"
          type="text"
          value={description}
          aria-invalid={Boolean(invalid.description)}
          aria-describedby={describedBy('holiday-description', DESCRIPTION_HINT)}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add Holiday'}
      </Button>
    </form>
  );
}

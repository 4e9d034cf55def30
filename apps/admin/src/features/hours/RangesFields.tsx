import { HOURS_UI, MAX_RANGES_PER_DAY } from '@furnace/contracts';
import { Button, VisuallyHidden, fieldClasses } from '@furnace/ui';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useRef } from 'react';
import { emptyRange, rangeErrorMessages, type RangeValue } from './ranges-form';
import adminStyles from '../../app/admin.module.css';
import styles from './hours.module.css';

interface RangesFieldsProps {
  /** The Formik field holding RangeValue[] ('ranges', 'days.4.ranges'). */
  name: string;
  idPrefix: string;
  /** Whose ranges, for the hidden parts of labels: 'Friday'. */
  label: string;
  /** Under the errors, e.g. how to close the day instead. */
  errorHint?: string;
}

/** A day's opening ranges (up to 4), each Opens and Closes with Remove, then "Add a range". */
export function RangesFields({ name, idPrefix, label, errorHint }: RangesFieldsProps) {
  const { values, errors, submitCount } = useFormikContext();
  const ranges = (getIn(values, name) as RangeValue[] | undefined) ?? [];
  const messages = submitCount > 0 ? rangeErrorMessages(getIn(errors, name)) : [];
  const describedBy = messages.length ? `${idPrefix}-errors` : undefined;
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <FieldArray name={name}>
      {({ push, remove, form }) => (
        <div className={styles.ranges}>
          {ranges.map((range, index) => {
            const invalid = Boolean(messages.length && getIn(errors, `${name}.${index}`));
            const which = `${label} range ${index + 1}`;
            return (
              <fieldset key={index} className={styles.range}>
                <legend className={styles.range__legend}>
                  <VisuallyHidden>{which}</VisuallyHidden>
                </legend>
                {(['opens', 'closes'] as const).map((end) => (
                  <span key={end} className={fieldClasses.field}>
                    <label htmlFor={`${idPrefix}-${end}-${index}`} className={fieldClasses.label}>
                      {end === 'opens' ? 'Opens' : 'Closes'}
                    </label>
                    <input
                      id={`${idPrefix}-${end}-${index}`}
                      type="time"
                      {...form.getFieldProps(`${name}.${index}.${end}`)}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                    />
                  </span>
                ))}
                <Button
                  variant="secondary"
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                >
                  Remove
                  <VisuallyHidden>{` ${which} (${range.opens || '--:--'} to ${range.closes || '--:--'})`}</VisuallyHidden>
                </Button>
              </fieldset>
            );
          })}
          <span className={adminStyles['button-row']}>
            <Button
              ref={addButton}
              variant="secondary"
              disabled={ranges.length >= MAX_RANGES_PER_DAY}
              onClick={() => push(emptyRange())}
            >
              {HOURS_UI.addRange}
              <VisuallyHidden> to {label}</VisuallyHidden>
            </Button>
            {ranges.length >= MAX_RANGES_PER_DAY && (
              <span className={fieldClasses.hint}>{HOURS_UI.rangeLimit(MAX_RANGES_PER_DAY)}</span>
            )}
          </span>
          {messages.length > 0 && (
            <p id={describedBy} className={fieldClasses.error}>
              {messages.join(' ')}
              {errorHint ? ` ${errorHint}` : ''}
            </p>
          )}
        </div>
      )}
    </FieldArray>
  );
}

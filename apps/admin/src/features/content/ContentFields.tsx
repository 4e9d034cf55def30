import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  type ContentField,
  type ContentKey,
  type TextField,
  type TextKind,
} from '@furnace/contracts';
import { Button, FormikField, describedBy, fieldClasses } from '@furnace/ui';
import { getIn, useFormikContext } from 'formik';
import { flushSync } from 'react-dom';
import styles from './content.module.css';
import adminStyles from '../../app/admin.module.css';

type ListLike = Extract<ContentField, { kind: 'list' | 'texts' }>;

/** A form's values: the content value itself (text fields as strings, lists as arrays). */
export type ContentValues = Record<string, unknown>;

export const fieldId = (key: ContentKey, path: string) =>
  `content-${key}-${path.replace(/[._]/g, '-')}`;

/** One text input (or a textarea for paragraphs), named by its path in the value. */
export function TextInput({
  contentKey,
  path,
  field: { kind, label, help },
}: {
  contentKey: ContentKey;
  path: string;
  field: { kind: TextKind; label: string; help?: string };
}) {
  const address = kind === 'url' || kind === 'email';
  return (
    <FormikField
      id={fieldId(contentKey, path)}
      name={path}
      label={label}
      // Paragraphs say how to write them.
      hint={kind !== 'text' ? help : help ? `${help}. ${TEXTS.textHelp}` : TEXTS.textHelp}
      multiline={kind === 'text'}
      // The input's type is also the keyboard a phone shows for it.
      type={kind === 'phone' ? 'tel' : address ? kind : 'text'}
      autoComplete="off"
      spellCheck={kind === 'line'}
      autoCapitalize={address ? 'none' : undefined}
    />
  );
}

/** Rows of a list ('list': a small form per row; 'texts': one input per row). */
export function ListEditor({ contentKey, field }: { contentKey: ContentKey; field: ListLike }) {
  const formik = useFormikContext<ContentValues>();
  const rows = (formik.values[field.name] as unknown[] | undefined) ?? [];
  const listId = fieldId(contentKey, field.name);
  // The list's own message (not its rows').
  const found: unknown = getIn(formik.errors, field.name);
  const listError = typeof found === 'string' ? found : undefined;
  const limits = TEXTS.listLimits(field.min, field.max, field.itemLabel);
  // The rows are drawn at once, so the focus can go to one that was just added or moved.
  const change = (next: unknown[], focus: string) => {
    flushSync(() => void formik.setFieldValue(field.name, next));
    document.getElementById(focus)?.focus();
  };
  const newRow = `${field.name}.${rows.length}`;
  const [firstInput, newItem] =
    field.kind === 'list'
      ? [
          `${newRow}.${field.fields[0].name}`,
          Object.fromEntries(field.fields.map((sub) => [sub.name, ''])),
        ]
      : [newRow, ''];
  const move = (from: number, to: number) => {
    const next = rows.with(from, rows[to]).with(to, rows[from]);
    // Focus follows the row; a button the move disabled hands over to its neighbour.
    const edge = to === 0 ? 'down' : to === rows.length - 1 ? 'up' : null;
    change(next, `${listId}-${to}-${edge ?? (to < from ? 'up' : 'down')}`);
  };

  return (
    <fieldset
      id={listId}
      tabIndex={-1}
      className={styles['list-field']}
      aria-describedby={describedBy(listId, limits, listError)}
    >
      <legend className={fieldClasses.label}>{field.label}</legend>
      <p id={`${listId}-hint`} className={fieldClasses.hint}>
        {field.help ? `${field.help}. ` : ''}
        {limits}
      </p>
      {listError && (
        <p id={`${listId}-error`} className={fieldClasses.error}>
          {listError}
        </p>
      )}
      <ol className={styles['list-field__rows']}>
        {rows.map((_row, index) => {
          const n = index + 1;
          const rowHeading = TEXTS.rowHeading(field.itemLabel, n);
          return (
            // Rows have no identity of their own; the index is what the messages name too.
            <li key={index}>
              {field.kind === 'texts' ? (
                <TextInput
                  contentKey={contentKey}
                  path={`${field.name}.${index}`}
                  field={{ kind: field.of, label: rowHeading }}
                />
              ) : (
                <fieldset className={styles['list-field__group']}>
                  <legend>{rowHeading}</legend>
                  {field.fields.map((sub: TextField) => (
                    <TextInput
                      key={sub.name}
                      contentKey={contentKey}
                      path={`${field.name}.${index}.${sub.name}`}
                      field={sub}
                    />
                  ))}
                </fieldset>
              )}
              <div className={adminStyles['button-row']}>
                {(['up', 'down'] as const).map((direction) => {
                  const to = direction === 'up' ? index - 1 : index + 1;
                  return (
                    <Button
                      key={direction}
                      id={`${listId}-${index}-${direction}`}
                      variant="secondary"
                      disabled={to < 0 || to === rows.length}
                      onClick={() => move(index, to)}
                    >
                      {TEXTS[direction === 'up' ? 'moveUp' : 'moveDown'](field.itemLabel, n)}
                    </Button>
                  );
                })}
                <Button
                  variant="secondary"
                  disabled={rows.length <= field.min}
                  onClick={() =>
                    change(
                      rows.filter((_, at) => at !== index),
                      `${listId}-add`,
                    )
                  }
                >
                  {TEXTS.removeRow(field.itemLabel, n)}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        id={`${listId}-add`}
        variant="secondary"
        disabled={rows.length >= field.max}
        onClick={() => change([...rows, newItem], fieldId(contentKey, firstInput))}
      >
        {TEXTS.addRow(field.itemLabel)}
      </Button>
    </fieldset>
  );
}

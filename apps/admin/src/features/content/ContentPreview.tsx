import type { ContactContent, ContentField, ContentKeySchema, TextField } from '@furnace/contracts';
import { RichText, type ContactDetails } from '@furnace/ui';
import type { ContentValues } from './ContentFields';
import styles from './content.module.css';
import { Table } from '../../components/AdminPage';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One text as a page would show it: paragraphs with links, a link for an address, else a line. */
function TextPreview({
  field,
  value,
  contact,
}: {
  field: Pick<TextField, 'kind' | 'label'>;
  value: string;
  contact?: ContactDetails;
}) {
  if (!value) return null;
  switch (field.kind) {
    case 'text':
      return <RichText text={value} contact={contact} />;
    case 'url':
      return (
        <p>
          <a href={value} target="_blank" rel="noopener noreferrer">
            {field.label}
          </a>
        </p>
      );
    case 'email':
    case 'phone': // as RichText writes {email} and {phone}: a mailto: or tel: link
      return (
        <RichText
          text={`{${field.kind}}`}
          contact={{ address: '', email: '', phone: '', ...contact, [field.kind]: value }}
        />
      );
    default:
      return (
        <p>
          <RichText text={value} contact={contact} inline />
        </p>
      );
  }
}

/** A list with a price column reads best as a table (admission); other lists as sections. */
function ListPreview({
  field,
  rows,
  contact,
}: {
  field: Extract<ContentField, { kind: 'list' }>;
  rows: ContentValues[];
  contact?: ContactDetails;
}) {
  // A table has the list's name as its caption; sections have it as their heading.
  if (field.fields.every((sub) => sub.kind !== 'text'))
    return (
      rows.length > 0 && (
        <Table caption={field.label} columns={field.fields.map((sub) => sub.label)}>
          {rows.map((row, index) => (
            <tr key={index}>
              {field.fields.map(({ name, kind }) => {
                const cell = text(row[name]);
                return (
                  <td key={name}>{kind === 'url' && cell ? <a href={cell}>{cell}</a> : cell}</td>
                );
              })}
            </tr>
          ))}
        </Table>
      )
    );
  const [heading, ...rest] = field.fields;
  return (
    <>
      <h4>{field.label}</h4>
      {rows.map((row, index) => (
        <section key={index} className={styles.preview__section}>
          <h5>{text(row[heading.name]) || `${field.itemLabel} ${index + 1}`}</h5>
          {rest.map((sub) => (
            <TextPreview key={sub.name} field={sub} value={text(row[sub.name])} contact={contact} />
          ))}
        </section>
      ))}
    </>
  );
}

/** The live preview, through RichText as the public pages render it. */
export function ContentPreview({
  schema,
  values,
  contact,
}: {
  schema: ContentKeySchema;
  values: ContentValues;
  contact?: ContactContent;
}) {
  return (
    <div>
      <h3>{schema.title}</h3>
      {schema.fields.map((field) => {
        const value = values[field.name];
        if (field.kind === 'list')
          return (
            <div key={field.name}>
              <ListPreview field={field} rows={value as ContentValues[]} contact={contact} />
            </div>
          );
        if (field.kind === 'texts') {
          const items = (value as unknown[]).map(text).filter(Boolean);
          return items.length ? (
            <div key={field.name}>
              <h4>{field.label}</h4>
              <ul>
                {items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null;
        }
        return text(value) ? (
          <div key={field.name}>
            <p className={styles.preview__label}>{field.label}</p>
            <TextPreview field={field} value={text(value)} contact={contact} />
          </div>
        ) : null;
      })}
    </div>
  );
}

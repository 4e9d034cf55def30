import { uploadSign } from '@furnace/api-client';
import {
  EVENTS_ADMIN_TEXTS as T,
  MESSAGES,
  SIGN_NAME_MAX_LENGTH,
  SIGN_NAME_PATTERN,
  SIGN_SUMMARY_MAX_LENGTH,
  SIGN_TITLE_MAX_LENGTH,
  type SignRecord,
} from '@furnace/contracts';
import { Button, FormikField } from '@furnace/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as Yup from 'yup';
import { AdminForm } from '../../components/AdminForm';
import { Answer, type Answers } from '../../components/Answer';
import { refusedText } from '../../components/failure-text';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { UploadProgress } from '../../components/UploadProgress';

const NAME_FORMAT = `Use lowercase letters and digits, words joined by single hyphens, at most ${SIGN_NAME_MAX_LENGTH} characters.`;
const NAME_HINT =
  'Lowercase letters, digits and hyphens, e.g. giant-wheel. It becomes the address /signs/giant-wheel.';

/** A sign's title and short text, in the upload form and in each sign's own form. */
const SIGN_TEXT_FIELDS = [
  { name: 'title', label: T.signTitleLabel, hint: T.signTitleHint },
  { name: 'summary', label: T.signSummaryLabel, hint: T.signSummaryHint, multiline: true },
];

const UPLOAD_FIELDS = [
  { name: 'name', label: 'Name', hint: NAME_HINT, autoCapitalize: 'none', autoComplete: 'off' },
  ...SIGN_TEXT_FIELDS,
];

/** A sign's name as the API takes it (lowercase, hyphenated words), and a PDF. */
const signSchema = Yup.object({
  name: Yup.string()
    .transform((value: string) => value.trim().toLowerCase())
    .required(MESSAGES.required)
    .matches(SIGN_NAME_PATTERN, NAME_FORMAT),
  pdf: Yup.mixed<File>().nullable().required('A PDF file is required'),
});

/** The Signs page's list: its answers, and reading it again after a change. */
type SignList = { answers: Answers; reload: () => Promise<void> };

/** Upload a PDF under a name; the same name again replaces the PDF (its QR code stays valid). */
export function UploadSignForm({ list }: { list: SignList }) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [fileKey, setFileKey] = useState(0);
  const uploading = progress !== undefined;
  return (
    <AdminForm
      initial={() => ({ name: '', pdf: null as File | null, title: '', summary: '' })}
      validationSchema={signSchema}
      save={(values) => {
        setProgress(0);
        const details = { title: values.title, summary: values.summary };
        const name = values.name.trim().toLowerCase();
        return uploadSign(name, values.pdf as File, setProgress, details).finally(() =>
          setProgress(undefined),
        );
      }}
      done={(sign) => `Uploaded the sign "${sign.name}". Print its QR code below.`}
      usual={(error) =>
        `The sign could not be uploaded (${error instanceof Error ? error.message : 'unknown error'}).`
      }
      onSaved={() => {
        setFileKey((key) => key + 1);
        return list.reload();
      }}
      idPrefix="sign"
      title="Upload a sign"
      submitLabel={uploading ? 'Uploading…' : 'Upload sign'}
      busy={uploading}
      answers={list.answers}
      fields={UPLOAD_FIELDS}
    >
      {(formik) => (
        <>
          <CheckedFileInput
            key={fileKey}
            id="sign-pdf"
            kind="pdf"
            label="PDF"
            hint="Up to 20 MB. Uploading under an existing name replaces that sign's PDF."
            error={formik.errors.pdf}
            onChange={(file) => void formik.setFieldValue('pdf', file)}
          />
          {uploading && <UploadProgress label="Uploading PDF" value={progress ?? null} />}
        </>
      )}
    </AdminForm>
  );
}

const atMost = (max: number) => Yup.string().max(max, `At most ${max} characters.`);
const detailsSchema = Yup.object({
  title: atMost(SIGN_TITLE_MAX_LENGTH),
  summary: atMost(SIGN_SUMMARY_MAX_LENGTH),
});

/** A sign's title and short text, shown on its phone page above the PDF; blanks are not sent. */
export function SignDetailsForm({ sign, list }: { sign: SignRecord; list: SignList }) {
  const id = (field: string) => `sign-${sign.name}-${field}`;
  return (
    <Formik
      initialValues={{ title: sign.title ?? '', summary: sign.summary ?? '' }}
      validationSchema={detailsSchema}
      enableReinitialize
      onSubmit={async (values) => {
        const saved = await list.answers.run(
          id('details'),
          () => uploadSign(sign.name, null, undefined, values),
          T.signDetailsSaved(sign.name),
          (error) => refusedText(error, T.signDetailsFailed),
        );
        if (saved) await list.reload();
      }}
    >
      {({ isSubmitting }) => (
        <Form aria-label={`Title and text of ${sign.name}`} noValidate>
          {SIGN_TEXT_FIELDS.map((field) => (
            <FormikField key={field.name} id={id(field.name)} {...field} />
          ))}
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {T.saveSignDetails}
          </Button>
          <Answer answers={list.answers} place={id('details')} />
        </Form>
      )}
    </Formik>
  );
}

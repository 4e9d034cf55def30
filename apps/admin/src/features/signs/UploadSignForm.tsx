import { uploadSign } from '@furnace/api-client';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import {
  EVENTS_ADMIN_TEXTS as T,
  MESSAGES,
  SIGN_NAME_MAX_LENGTH,
  SIGN_NAME_PATTERN,
} from '@furnace/contracts';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import { CheckedFileInput } from '../../components/CheckedFileInput';
import { UploadProgress } from '../../components/UploadProgress';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';

const NAME_FORMAT = `Use lowercase letters and digits, words joined by single hyphens, at most ${SIGN_NAME_MAX_LENGTH} characters.`;
const NAME_HINT =
  'Lowercase letters, digits and hyphens, e.g. giant-wheel. It becomes the address /signs/giant-wheel.';

/** A sign's name as the API takes it (lowercase, hyphenated words), and a PDF. */
const signSchema = Yup.object({
  name: Yup.string()
    .transform((value: string) => value.trim().toLowerCase())
    .required(MESSAGES.required)
    .max(SIGN_NAME_MAX_LENGTH, NAME_FORMAT)
    .matches(SIGN_NAME_PATTERN, NAME_FORMAT),
  pdf: Yup.mixed<File>().nullable().required('A PDF file is required'),
});

interface SignValues {
  name: string;
  pdf: File | null;
  title: string;
  summary: string;
}

interface UploadSignFormProps {
  onMessage: (message: Message | null) => void;
  onUploaded: () => Promise<void>;
}

/** Upload a PDF under a name; the same name again replaces the PDF (its QR code stays valid). */
export function UploadSignForm({ onMessage, onUploaded }: UploadSignFormProps) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [fileKey, setFileKey] = useState(0);
  const nameInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<SignValues>({
    initialValues: { name: '', pdf: null, title: '', summary: '' },
    validationSchema: signSchema,
    // Checked on submit; what was typed stays.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: upload,
  });
  const { errors } = formik;

  async function upload(values: SignValues) {
    const name = values.name.trim().toLowerCase();
    onMessage(null);
    setProgress(0);
    try {
      await uploadSign(name, values.pdf as File, setProgress, {
        title: values.title,
        summary: values.summary,
      });
    } catch (error) {
      console.error(error);
      onMessage(
        failure(
          failureText(
            error,
            `The sign could not be uploaded (${error instanceof Error ? error.message : 'unknown error'}).`,
          ),
        ),
      );
      return;
    } finally {
      setProgress(undefined);
    }
    formik.resetForm();
    setFileKey((key) => key + 1);
    onMessage(success(`Uploaded the sign "${name}". Print its QR code below.`));
    await onUploaded();
    nameInput.current?.focus();
  }

  const uploading = progress !== undefined;
  return (
    <form
      className={adminStyles['admin-panel']}
      aria-labelledby="upload-sign-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void formik.validateForm().then((found) => {
          // Keyboard and screen-reader users land on the first problem.
          if (found.name) nameInput.current?.focus();
          else if (found.pdf) document.getElementById('sign-pdf')?.focus();
          return formik.submitForm();
        });
      }}
    >
      <h2 id="upload-sign-title">Upload a sign</h2>
      <Field id="sign-name" label="Name" hint={NAME_HINT} error={errors.name}>
        <input
          ref={nameInput}
          id="sign-name"
          type="text"
          autoCapitalize="none"
          autoComplete="off"
          {...formik.getFieldProps('name')}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('sign-name', NAME_HINT, errors.name)}
        />
      </Field>
      <Field id="sign-title" label={T.signTitleLabel} hint={T.signTitleHint}>
        <input
          id="sign-title"
          type="text"
          {...formik.getFieldProps('title')}
          aria-describedby={describedBy('sign-title', T.signTitleHint)}
        />
      </Field>
      <Field id="sign-summary" label={T.signSummaryLabel} hint={T.signSummaryHint}>
        <textarea
          id="sign-summary"
          rows={3}
          {...formik.getFieldProps('summary')}
          aria-describedby={describedBy('sign-summary', T.signSummaryHint)}
        />
      </Field>
      <CheckedFileInput
        key={fileKey}
        id="sign-pdf"
        kind="pdf"
        label="PDF"
        hint="Up to 20 MB. Uploading under an existing name replaces that sign's PDF."
        error={errors.pdf}
        onChange={(file) => void formik.setFieldValue('pdf', file)}
      />
      {uploading && <UploadProgress label="Uploading PDF" value={progress ?? null} />}
      <Button type="submit" disabled={uploading}>
        {uploading ? 'Uploading…' : 'Upload sign'}
      </Button>
    </form>
  );
}

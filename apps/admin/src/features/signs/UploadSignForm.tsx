import { uploadSign } from '@furnace/api-client';
import { Button, Field, describedBy, failure, success, type Message } from '@furnace/ui';
import { SIGN_NAME_MAX_LENGTH, SIGN_NAME_PATTERN } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { FileInput } from '../../components/FileInput';
import { UploadProgress } from '../../components/UploadProgress';
import adminStyles from '../../app/admin.module.css';

const NAME_HINT =
  'Lowercase letters, digits and hyphens, e.g. giant-wheel. It becomes the address /signs/giant-wheel.';

interface UploadSignFormProps {
  onMessage: (message: Message | null) => void;
  onUploaded: () => Promise<void>;
}

/** Upload a PDF under a name; the same name again replaces the PDF (its QR code stays valid). */
export function UploadSignForm({ onMessage, onUploaded }: UploadSignFormProps) {
  const [name, setName] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; pdf?: string }>({});
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [fileKey, setFileKey] = useState(0);
  const nameInput = useRef<HTMLInputElement>(null);

  async function submit() {
    const trimmed = name.trim().toLowerCase();
    const found: typeof errors = {};
    if (!trimmed) found.name = 'Required';
    else if (!SIGN_NAME_PATTERN.test(trimmed) || trimmed.length > SIGN_NAME_MAX_LENGTH) {
      found.name = `Use lowercase letters and digits, words joined by single hyphens, at most ${SIGN_NAME_MAX_LENGTH} characters.`;
    }
    if (!pdf) found.pdf = 'A PDF file is required';
    setErrors(found);
    if (found.name || found.pdf) {
      (found.name ? nameInput.current : document.getElementById('sign-pdf'))?.focus();
      return;
    }
    onMessage(null);
    setProgress(0);
    try {
      await uploadSign(trimmed, pdf as File, setProgress);
    } catch (error) {
      console.error(error);
      onMessage(
        failure(
          `The sign could not be uploaded (${error instanceof Error ? error.message : 'unknown error'}).`,
        ),
      );
      return;
    } finally {
      setProgress(undefined);
    }
    setName('');
    setPdf(null);
    setFileKey((key) => key + 1);
    onMessage(success(`Uploaded the sign "${trimmed}". Print its QR code below.`));
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
        void submit();
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
          value={name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('sign-name', NAME_HINT, errors.name)}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <FileInput
        key={fileKey}
        id="sign-pdf"
        label="PDF"
        hint="Up to 20 MB. Uploading under an existing name replaces that sign's PDF."
        accept="application/pdf"
        error={errors.pdf}
        onChange={setPdf}
      />
      {uploading && <UploadProgress label="Uploading PDF" value={progress ?? null} />}
      <Button type="submit" disabled={uploading}>
        {uploading ? 'Uploading…' : 'Upload sign'}
      </Button>
    </form>
  );
}

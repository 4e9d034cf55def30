import { EVENTS_ADMIN_TEXTS as T, MAX_IMAGE_BYTES } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { describedBy, Field } from '@furnace/ui';
import { checkUpload, type UploadKind } from './upload-check';

interface CheckedFileInputProps {
  id: string;
  label: string;
  hint: string;
  kind: UploadKind;
  error?: string | null;
  /** The file to upload (a smaller copy when it was made smaller), or null when it cannot be. */
  onChange: (file: File | null) => void;
  onBlur?: () => void;
}

/** A file picker that checks the file before it is sent (upload-check.ts); reset by a new key. */
export function CheckedFileInput({
  id,
  label,
  kind,
  error,
  onChange,
  onBlur,
  hint,
}: CheckedFileInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef<File | null>(null);

  async function choose(file: File | null) {
    latest.current = file;
    setProblem(null);
    setNotice(null);
    onChange(null); // nothing to upload until the check is done
    if (!file) return;
    if (kind === 'image' && file.size > MAX_IMAGE_BYTES) setNotice(T.imageResizing(file.name));
    const checked = await checkUpload(kind, file);
    if (latest.current !== file) return; // another file was chosen meanwhile
    setProblem(checked.problem);
    setNotice(checked.notice);
    onChange(checked.file);
  }

  const shownHint = notice ? `${hint} ${notice}` : hint;
  const shownError = problem ?? error;
  return (
    <Field id={id} label={label} hint={shownHint} error={shownError}>
      <input
        id={id}
        type="file"
        accept={kind === 'image' ? 'image/*' : 'application/pdf'}
        aria-invalid={Boolean(shownError)}
        aria-describedby={describedBy(id, shownHint, shownError)}
        onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
    </Field>
  );
}

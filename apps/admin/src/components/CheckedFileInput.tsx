import { EVENTS_ADMIN_TEXTS as T, MAX_IMAGE_BYTES, type UploadKind } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { describedBy, Field } from '@furnace/ui';
import { checkUpload } from './upload-check';

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
  const [checked, setChecked] = useState({ problem: null as string | null, notice: '' });
  const latest = useRef<File | null>(null);

  async function choose(file: File | null) {
    latest.current = file;
    const big = kind === 'image' && file && file.size > MAX_IMAGE_BYTES;
    setChecked({ problem: null, notice: big ? T.imageResizing(file.name) : '' });
    onChange(null); // nothing to upload until the check is done
    if (!file) return;
    const result = await checkUpload(kind, file);
    if (latest.current !== file) return; // another file was chosen meanwhile
    setChecked({ problem: result.problem, notice: result.notice ?? '' });
    onChange(result.file);
  }

  const shownHint = checked.notice ? `${hint} ${checked.notice}` : hint;
  const shownError = checked.problem ?? error;
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

import { EVENTS_ADMIN_TEXTS as T, MAX_IMAGE_BYTES } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { FileInput } from './FileInput';
import { checkUpload, type Shrink, type UploadKind } from './upload-check';

interface CheckedFileInputProps {
  id: string;
  label: string;
  hint: string;
  kind: UploadKind;
  /** The form's own error for the field (e.g. "An image file is required"). */
  error?: string | null;
  /** The file to upload (a smaller copy when it was made smaller), or null when it cannot be. */
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** How an image over the limit is made smaller (tests pass their own). */
  shrink?: Shrink;
}

/**
 * A file picker that checks the chosen file before anything is sent (upload-check.ts): a file of
 * the wrong type or too large is refused here with a message naming it and the limit; a photo over
 * the limit is made smaller first and the volunteer is told.
 */
export function CheckedFileInput({
  kind,
  error,
  onChange,
  shrink,
  hint,
  ...input
}: CheckedFileInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef<File | null>(null);

  async function choose(file: File | null) {
    latest.current = file;
    setProblem(null);
    setNotice(null);
    if (!file) {
      onChange(null);
      return;
    }
    onChange(null); // nothing to upload until the check is done
    if (kind === 'image' && file.size > MAX_IMAGE_BYTES) setNotice(T.imageResizing(file.name));
    const checked = await checkUpload(kind, file, shrink);
    if (latest.current !== file) return; // another file was chosen meanwhile
    setProblem(checked.problem);
    setNotice(checked.notice);
    onChange(checked.file);
  }

  return (
    <FileInput
      {...input}
      hint={notice ? `${hint} ${notice}` : hint}
      accept={kind === 'image' ? 'image/*' : 'application/pdf'}
      error={problem ?? error}
      onChange={(file) => void choose(file)}
    />
  );
}

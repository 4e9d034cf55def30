import adminStyles from '../app/admin.module.css';

/** How far an upload has got: `value` 0..1, or null when the browser cannot tell (indeterminate). */
export function UploadProgress({ label, value }: { label: string; value: number | null }) {
  const percent = value === null ? null : Math.round(value * 100);
  return (
    <label className={adminStyles['upload-progress']}>
      <span>
        {label}
        {percent !== null && `: ${percent}%`}
      </span>
      <progress max={100} value={percent ?? undefined} />
    </label>
  );
}

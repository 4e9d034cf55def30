import { loadNewerVersion } from '@furnace/contracts';
import { Button } from '@furnace/ui';

/** After a 412 (docs/api.md "Editing the same record at once"): starts the form again from their version. */
export function LoadNewerButton({ onLoad }: { onLoad: () => void }) {
  return (
    <Button variant="secondary" onClick={onLoad}>
      {loadNewerVersion}
    </Button>
  );
}

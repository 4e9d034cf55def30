import { loadNewerVersion } from '@furnace/contracts';
import { Button } from '@furnace/ui';

/**
 * After a 412 (someone else saved the record first, docs/api.md "Editing the same record at
 * once"): drops what was typed and starts the form again from their version.
 */
export function LoadNewerButton({ onLoad }: { onLoad: () => void }) {
  return (
    <Button variant="secondary" onClick={onLoad}>
      {loadNewerVersion}
    </Button>
  );
}

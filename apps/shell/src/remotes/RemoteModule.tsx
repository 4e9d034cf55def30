import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemoteModuleExports = { default: ComponentType };

function lazyRemote(id: string) {
  return lazy(async () => {
    const module = await loadRemote<RemoteModuleExports>(id);
    if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
    return module;
  });
}

/**
 * Renders the default export of a federated module (e.g. 'public_site/routes'), fetched only when
 * this component first renders. Retrying builds a fresh lazy component, so a later successful load
 * recovers without a full page reload.
 */
export function RemoteModule({ id, label }: { id: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy()
  const Remote = useMemo(() => lazyRemote(id), [id, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} label={label} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import {
  DEFAULT_REMOTE_REGISTRY,
  REGISTRY_ELEMENT_ID,
  type RemoteRegistry,
} from '@furnace/contracts';

let cached: RemoteRegistry | null = null;

/**
 * The registry the server inlined into index.html as JSON (no extra round trip before the first
 * remote can load). Deploying or rolling back a remote only changes this document.
 */
export function readRegistry(): RemoteRegistry {
  if (cached) return cached;
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  try {
    const parsed = element?.textContent
      ? (JSON.parse(element.textContent) as RemoteRegistry)
      : null;
    cached = parsed && Array.isArray(parsed.remotes) ? parsed : DEFAULT_REMOTE_REGISTRY;
  } catch {
    cached = DEFAULT_REMOTE_REGISTRY;
  }
  return cached;
}

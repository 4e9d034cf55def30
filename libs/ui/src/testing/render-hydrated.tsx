import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface Hydrated {
  /** The element holding the server's HTML, hydrated. */
  container: HTMLElement;
  /** The HTML the "server" rendered. */
  serverHtml: string;
  /** What React reported while hydrating: recoverable errors and console.error calls. */
  problems: string[];
  root: Root;
  /** Unmounts it now (otherwise done after the test). */
  unmount: () => void;
}

const mounted = new Set<() => void>();

/** Unmounts what renderHydrated mounted (after each test, as @testing-library/react does). */
export function cleanupHydrated(): void {
  mounted.forEach((unmount) => unmount());
}

if (typeof afterEach === 'function') afterEach(cleanupHydrated);

/**
 * A page as it reaches a visitor: `element` rendered to HTML as on the server (call it while the
 * browser state the server cannot see is still empty), then `prepareBrowser` sets that state (a
 * stored user, a dismissal, a narrow window...), and the HTML is hydrated with `hydrateRoot`.
 * `problems` lists every hydration mismatch React reported (a hydration test expects none).
 */
export async function renderHydrated(
  element: ReactNode,
  prepareBrowser: () => void = () => undefined,
): Promise<Hydrated> {
  const serverHtml = renderToString(element);
  prepareBrowser();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, serverHtml, problems, root, unmount };
}

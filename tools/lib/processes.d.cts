import type { ChildProcess } from 'node:child_process';
export declare const workspaceRoot: string;
export declare const SITE_APPS: string[];
export declare function freePort(): Promise<number>;
/** SIGTERM to the child's group; SIGKILL after 10 s if it has not exited. */
export declare function stopGroup(child: ChildProcess): Promise<void>;
export declare function nxBuild(
  projects: string[],
  options?: { skipCache?: boolean; quiet?: boolean; outputStyle?: string },
): boolean;
export declare function waitFor(
  what: string,
  ready: () => boolean | Promise<boolean>,
  child: ChildProcess,
  seconds?: number,
): Promise<void>;

import type { ChildProcess } from 'node:child_process';
export declare function nginxBinary(): string;
export declare function runNginx(
  dir: string,
  port: number,
  options?: {
    http?: string;
    server?: string;
    ok?: (response: Response) => boolean;
    init?: RequestInit;
  },
): Promise<ChildProcess>;

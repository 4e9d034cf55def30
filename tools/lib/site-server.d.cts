export declare const workspaceRoot: string;
export declare const SITE_APPS: string[];
export declare function freePort(): Promise<number>;
export declare function buildSite(): void;
export interface RunningSite {
  baseUrl: string;
  pid: number;
  dataDir: string;
  webRoot: string;
  output: string[];
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}
export declare function startSite(options?: { env?: Record<string, string> }): Promise<RunningSite>;

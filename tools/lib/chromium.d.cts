import type { LaunchOptions } from '@playwright/test';
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string | undefined;
export declare function chromiumLaunchOptions(): LaunchOptions;

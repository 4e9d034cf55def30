export declare const AXE_TAGS: string[];

// Types of server-bundle.mjs, for the TypeScript that starts the server as `npm start` does (bench, tests).
export declare const serverBundle: string;
export declare const serverNodeArgs: string[];
export declare const serverCommand: (bundle?: string) => [string, string[]];
export declare const serverEnvironment: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
export declare const isServerBundleStale: (bundle?: string) => boolean;
export declare const buildServerBundle: (bundle?: string) => Promise<void>;
export declare const ensureServerBundle: (options?: { force?: boolean }) => Promise<boolean>;

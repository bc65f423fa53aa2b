/** Builds into `distDir` when it has no build or one older than the sources (see freshBuild.mjs). */
export declare const buildIfStale: (distDir?: string) => void;

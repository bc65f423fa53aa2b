import type { Server } from 'node:http';

/** Serves a production build as a static host with no rewrite rule would (see serve.mjs). */
export declare function startStaticServer(options?: {
  root?: string;
  host?: string;
  port?: number;
}): Promise<{ server: Server; url: string }>;

/** The search worker, as webpack bundles it: a module of its own, loaded when first needed. */
export const createSearchWorker = (): Worker =>
  new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'search' });

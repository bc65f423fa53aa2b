import { startTransition, type ReactNode } from 'react';
import type { Root, hydrateRoot as HydrateRoot } from 'react-dom/client';

/** What `hydrateRoot` gives, with the selective hydration the entry asks for kept presses. */
export type HydratedRoot = Root & { unstable_scheduleHydration?: (target: Node) => void };

/**
 * Hydrates a prerendered page in slices of a few milliseconds, yielding to the browser between
 * them, rather than in one task: React hydrates at a transition's priority, which it splits, and
 * at the default priority in one go. A press on a part not yet hydrated still hydrates that part
 * first (selective hydration); the page looks the same throughout, as it is already drawn.
 * `hydrateRoot` is passed in so that the entry keeps loading React DOM in its own step.
 */
export const hydrateInSlices = (
  hydrateRoot: typeof HydrateRoot,
  container: Element,
  children: ReactNode,
): HydratedRoot => {
  let root: HydratedRoot | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children);
  });
  if (!root) throw new Error('React did not hydrate the page.');
  return root;
};

import { matchRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle } from '@/speed/scheduling';

/**
 * What a route tells of the pages a diner goes on to from it (its `handle`): the paths of
 * those whose code is fetched once the page has loaded and the main thread is idle.
 * The home page and the booking page name none: what they fetch before the first tap is
 * budgeted (docs/decisions.md), so their next pages come on intent only.
 */
export interface PageHandle {
  nextPages?: readonly string[];
}

const handleOf = (route: RouteObject): PageHandle | undefined => route.handle as PageHandle | undefined;

/** Fetches and runs a route's code without opening it. A failure is left to the navigation. */
const loadCode = (route: RouteObject): void => {
  if (typeof route.lazy !== 'function') return;
  void Promise.resolve()
    .then(route.lazy)
    .catch(() => undefined);
};

/** The routes of the tree whose path is `pattern`, with the routes they sit in. */
const branchOf = (routes: readonly RouteObject[], pattern: string): RouteObject[] => {
  for (const route of routes) {
    if (route.path === pattern) return [route];
    const below = branchOf(route.children ?? [], pattern);
    if (below.length > 0) return [route, ...below];
  }
  return [];
};

/**
 * Fetches the code of the page `href` opens, ahead of the navigation to it: a tap that opens a
 * page whose code is there renders it at once, instead of waiting for it to arrive and run.
 */
const preloadPageOf = (routes: RouteObject[], href: string): void => {
  for (const { route } of matchRoutes(routes, href) ?? []) loadCode(route);
};

/** Once the main thread is idle, fetches the code of the pages the route at `href` names next. */
export const preloadNextPages = async (routes: RouteObject[], href: string): Promise<void> => {
  const nextPages = (matchRoutes(routes, href) ?? []).flatMap(
    ({ route }) => handleOf(route)?.nextPages ?? [],
  );
  if (nextPages.length === 0) return;
  await whenIdle();
  for (const pattern of nextPages) branchOf(routes, pattern).forEach(loadCode);
};

/** How long a mouse rests on a link before its page's code is fetched (a pass over it is not). */
export const HOVER_INTENT_MS = 100;

/** The page an element opens: a same-site link's, or a control's `data-opens` (a path). */
const pageOpenedBy = (target: EventTarget | null): string | undefined => {
  if (!(target instanceof Element)) return undefined;
  const opener = target.closest<HTMLElement>('a[href], [data-opens]');
  if (!opener) return undefined;
  const href = opener instanceof HTMLAnchorElement ? opener.href : opener.dataset.opens;
  if (!href || (opener instanceof HTMLAnchorElement && opener.hasAttribute('download'))) return undefined;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : undefined;
};

/**
 * Fetches a page's code as soon as the diner shows they are about to open it: a press on a link
 * (or a control marked `data-opens`), its focus, or a mouse resting on it, the way Remix's
 * `prefetch="intent"` does. A tap's press comes 50-150 ms before its click, time enough to fetch
 * and run a page's code, so the click renders the page. Returns a function that stops listening.
 */
export const listenForPageIntent = (routes: RouteObject[], root: Document = document): (() => void) => {
  let hover: ReturnType<typeof setTimeout> | undefined;
  const preload = (event: Event) => {
    const href = pageOpenedBy(event.target);
    if (href) preloadPageOf(routes, href);
  };
  const onPointerOver = (event: PointerEvent) => {
    clearTimeout(hover);
    if (event.pointerType === 'mouse') hover = setTimeout(preload, HOVER_INTENT_MS, event);
  };
  const onPointerOut = () => clearTimeout(hover);
  const options = { capture: true, passive: true };
  root.addEventListener('pointerdown', preload, options);
  root.addEventListener('focusin', preload, options);
  root.addEventListener('pointerover', onPointerOver, options);
  root.addEventListener('pointerout', onPointerOut, options);
  return () => {
    clearTimeout(hover);
    root.removeEventListener('pointerdown', preload, options);
    root.removeEventListener('focusin', preload, options);
    root.removeEventListener('pointerover', onPointerOver, options);
    root.removeEventListener('pointerout', onPointerOut, options);
  };
};

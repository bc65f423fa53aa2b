/**
 * The prerenderer's entry (built for Node by webpack, run by scripts/prerender.mjs after the
 * client build): HTML and critical CSS for the home page, and for the shell every other path
 * starts from, so that something real paints before any script runs.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { RootLayout } from '@/app/RootLayout';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { PageLoading } from '@/components/PageLoading';
import { fontUrl } from '@/theme/theme';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** <style> tags with the CSS that markup needs. */
  styles: string;
  /** The page's <title>, hoisted out of the markup. */
  title: string | null;
  /** <link> tags for <head>: what React hoisted (e.g. the preload of a high-priority image), and the font. */
  preloads: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The font is fetched early, so that `font-display: optional` finds it more often.
const fontPreload = `<link rel="preload" href="${escapeAttribute(fontUrl)}" as="font" type="font/woff2" crossorigin>`;

// React puts what belongs in <head> (title, links) at the start of a non-document render.
const HOISTED = /^(?:<title>.*?<\/title>|<link [^>]*>)+/;
const TITLE = /<title>(.*?)<\/title>/;

/**
 * The styles of components that pass their class on to another styled component (an AppBar to
 * its Paper, a Button to its ButtonBase), which merges them into a class of its own. No element
 * in the HTML carries them, so the critical CSS leaves them out, and the client would compute
 * and insert them again during hydration; listed here, it adopts them instead.
 */
const composedStyles = (
  cache: EmotionCache,
  critical: { key: string; ids: string[] }[],
): { key: string; ids: string[]; css: string } => {
  const criticalIds = new Set(critical.flatMap(({ ids }) => ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      !criticalIds.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
};

const renderRoutes = async (routeObjects: RouteObject[], url: string): Promise<PrerenderedPage> => {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Prerendering ${url} answered a redirect`);

  const emotionCache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProviders store={makeStore()} emotionCache={emotionCache}>
      {/* No inline hydration script: the page's CSP allows scripts from the site only. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const html = markup.slice(hoisted.length);
  const critical = extractCriticalToChunks(html);
  return {
    html,
    styles: constructStyleTagsFromChunks({ ...critical, styles: [...critical.styles, composedStyles(emotionCache, critical.styles)] }),
    title: TITLE.exec(hoisted)?.[1] ?? null,
    preloads: fontPreload + hoisted.replace(TITLE, ''),
  };
};

/** The home page, exactly as the client renders it first. */
export const renderHome = () => renderRoutes(routes, '/');

/** The header and footer around a loading indicator: the first paint of every other path. */
export const renderShell = () =>
  renderRoutes([{ element: <RootLayout />, children: [{ path: '*', element: <PageLoading /> }] }], '/');

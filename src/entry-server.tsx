/**
 * The prerenderer's entry (built for Node by webpack, run by scripts/prerender.mjs after the
 * client build): the HTML, critical CSS and head of every page the build knows, and of the
 * not-found page, so that each URL paints its own content before any script runs.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { restaurantRecords, restaurants } from '@/data/catalogue';
import { toSummaryRecord, type CatalogueSeed } from '@/data/catalogueData';
import { selectShownRestaurants } from '@/features/discovery/discoverySelectors';
import {
  catalogueSeed,
  restaurantsStateFor,
  restaurantsStateFromSeed,
} from '@/features/restaurants/restaurantsSlice';
import { SITE_URL } from '@/data/site';
import { bookingPath, paths, restaurantPath, restaurantReviewsPath } from '@/lib/routes';
import { fallbackFontFaceCss, fontUrl, webFontFaceCss } from '@/theme/fonts';

export { SITE_URL };
/** The id of the <script> element that holds a page's seed (read by src/main.tsx). */
export { SEED_ELEMENT_ID } from '@/data/catalogueData';

/** What `data-prerendered` holds on the not-found page: it stands for every path no route matches. */
export const NOT_FOUND = '*';

/**
 * The route (its path) and id of each URL knownPaths gave, so that pageSeed, asked once per page
 * of the build, need not match the routes again: matchRoutes flattens and ranks them on every
 * call (0.1 ms, 20 s of a 60,000-restaurant build's 180,000 pages).
 */
const knownLeaves = new Map<string, [leafPath: string, id: string | undefined]>();

/** The URLs the build prerenders: the pages it can know, not those that depend on the device. */
export const knownPaths = (): string[] => {
  const leaves: [string, string, string?][] = [
    [paths.home, paths.home],
    ...restaurants.flatMap(({ id }): [string, string, string][] => [
      [restaurantPath(id), paths.restaurant, id],
      [restaurantReviewsPath(id), paths.restaurantReviews, id],
      [bookingPath(id), paths.booking, id],
    ]),
    ...[paths.bookings, paths.help, paths.contact, paths.privacy, paths.terms].map(
      (path): [string, string] => [path, path],
    ),
  ];
  for (const [url, leafPath, id] of leaves) knownLeaves.set(url, [leafPath, id]);
  return leaves.map(([url]) => url);
};

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** <style> tags with the CSS that markup needs, all of it inline. */
  styles: string;
  /** The same CSS apart: the <style> tags that stay in the page (font faces, global styles)… */
  pageStyles: string;
  /** …and the component rules, in order, by their Emotion id, for the build to share between pages. */
  rules: [id: string, css: string][];
  /** The page's <title>, hoisted out of the markup. */
  title: string | null;
  /** Its meta tags and canonical link, marked `data-page-head` so the client can drop them when it renders another page. */
  head: string;
  /** What goes before the scripts: the web font's inert @font-face, and what React hoisted (the preload of a high-priority image). */
  preloads: string;
  /** The chunk group of the page's code (webpack.config.js, RouteChunksPlugin). */
  chunkGroup: string;
  /** What the page carries of the catalogue, as JSON safe inside a <script> element. */
  seed: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// Inter's @font-face, inert until webFont.inline.js finds this device has the file (fonts.ts).
const webFontTemplate =
  `<template data-web-font="${escapeAttribute(fontUrl)}">` +
  `<style data-web-font-face="">${webFontFaceCss}</style></template>`;

// The fallback font's @font-face, in a style element Emotion never moves (fonts.ts).
const fontFaces = `<style data-font-faces="">${fallbackFontFaceCss}</style>`;

// React puts what belongs in <head> (title, meta, links) at the start of a non-document render.
const HOISTED = /^(?:<title>.*?<\/title>|<(?:link|meta) [^>]*>)+/;
const TITLE = /<title>(.*?)<\/title>/;
const TAG = /<(?:link|meta) [^>]*>/g;
const isPreload = (tag: string) => tag.startsWith('<link') && /\brel="preload"/.test(tag);

/** Each page's chunk group, by its route (the names given in `@/app/router`). */
const chunkGroups: Record<string, string> = {
  [paths.home]: 'page-home',
  [paths.restaurant]: 'page-restaurant',
  [paths.booking]: 'page-booking',
  [paths.restaurantReviews]: 'page-reviews',
  [paths.bookings]: 'page-bookings',
  [paths.help]: 'page-help',
  [paths.contact]: 'page-contact',
  [paths.privacy]: 'page-privacy',
  [paths.terms]: 'page-terms',
  '*': 'page-not-found',
};

const recordsById = new Map(restaurantRecords.map((record) => [record.id, record]));
const seedBase = catalogueSeed(restaurantRecords);
let firstPage: CatalogueSeed['firstPage'] | undefined;

/**
 * What a page carries of the catalogue: the home page the plain list's first page (as the
 * whole catalogue sorts it) and the catalogue's size, a restaurant's pages its record, every
 * page its cities (the header's Location menu). Only the home page shows the size: on another
 * page it would make a restaurant added or removed render every page again.
 */
const seedFor = (leafPath: string, id: string | undefined): CatalogueSeed => {
  const record = id === undefined ? undefined : recordsById.get(id);
  if (leafPath === paths.home) {
    firstPage ??= selectShownRestaurants(
      makeStore({ restaurants: restaurantsStateFor(restaurants) }).getState(),
    ).map(({ id: shownId }) => toSummaryRecord(recordsById.get(shownId)!));
  }
  return {
    ...seedBase,
    total: leafPath === paths.home ? seedBase.total : null,
    firstPage: leafPath === paths.home ? (firstPage ?? []) : [],
    restaurants: record ? [record] : [],
  };
};

/** JSON that cannot end the <script> element it is written in, nor start a comment there. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the page at `url` is rendered from besides the code: its seed, as renderPage writes it.
 * The build compares it with the last build's to render again only the pages it changed
 * (scripts/prerender.mjs).
 */
export const pageSeed = (url: string): string => {
  const known = knownLeaves.get(url);
  if (known) return scriptJson(seedFor(...known));
  const leaf = matchRoutes(routes, url)?.at(-1);
  return scriptJson(seedFor(leaf?.route.path ?? '', leaf?.params.id));
};

/**
 * The styles of components that pass their class on to another styled component (a Card to
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

/**
 * One style cache per kind of page (its chunk group), kept from page to page: a style already
 * compiled for one restaurant's page is not compiled again for the next (13 % of a page's
 * render, 17.9 -> 15.5 ms). The critical CSS is still each page's own: what the page's classes
 * name, plus the composed styles (composedStyles) met so far on pages of its kind, which are
 * those of every page of that kind; 5,000 restaurants' pages came out byte for byte the same.
 */
const emotionCaches = new Map<string, EmotionCache>();
const sharedCache = (group: string) => {
  let cache = emotionCaches.get(group);
  if (!cache) {
    cache = createEmotionCache();
    emotionCaches.set(group, cache);
  }
  return cache;
};

// One handler for every page, as a server keeps one (its routes are converted once).
let handler: ReturnType<typeof createStaticHandler> | undefined;

/** A page exactly as the client renders it first at `url`: the real routes and a fresh store. */
export const renderPage = async (url: string): Promise<PrerenderedPage> => {
  handler ??= createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Prerendering ${url} answered a redirect`);
  const leafPath = context.matches.at(-1)?.route.path ?? '';
  const chunkGroup = chunkGroups[leafPath];
  if (!chunkGroup) throw new Error(`Prerendering ${url}: no chunk group for the route "${leafPath}"`);

  const seed = seedFor(leafPath, context.matches.at(-1)?.params.id);
  const emotionCache = sharedCache(chunkGroup);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppProviders
      store={makeStore({ restaurants: restaurantsStateFromSeed(seed) })}
      emotionCache={emotionCache}
    >
      {/* No inline hydration script: the page's CSP allows scripts from the site only. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  const html = markup.slice(hoisted.length);
  const tags = hoisted.match(TAG) ?? [];
  const critical = extractCriticalToChunks(html);
  const chunks = [...critical.styles, composedStyles(emotionCache, critical.styles)];
  const globals = chunks.filter(({ key }) => key !== emotionCache.key);
  const rules = chunks
    .filter(({ key }) => key === emotionCache.key)
    .flatMap(({ ids }) => ids.map((id): [string, string] => [id, String(emotionCache.inserted[id])]));
  return {
    html,
    styles: fontFaces + constructStyleTagsFromChunks({ ...critical, styles: chunks }),
    pageStyles: fontFaces + constructStyleTagsFromChunks({ ...critical, styles: globals }),
    rules,
    title: TITLE.exec(hoisted)?.[1] ?? null,
    head: tags
      .filter((tag) => !isPreload(tag))
      .map((tag) => tag.replace(/^<(link|meta) /, '<$1 data-page-head="" '))
      .join(''),
    preloads: webFontTemplate + tags.filter(isPreload).join(''),
    chunkGroup,
    seed: scriptJson(seed),
  };
};

/** The not-found page, the same for every path no route matches. */
export const renderNotFound = () => renderPage('/404');

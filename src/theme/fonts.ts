/**
 * The site's fonts. Inter (self-hosted: only the Latin subset of its variable weight axis) is
 * drawn from a visit's first paint once this device has the file, and fetched for the next visit
 * otherwise; until then, and wherever it is missing, Arial scaled to Inter's metrics stands in.
 *
 * Why: on the benchmark's phone (1.6 Mbit/s) the 48 KB font took the bandwidth of the page's
 * scripts for a quarter of a second, and its preload held the first paint, yet being `optional`
 * it arrived too late to be drawn on a first visit anyway. So the prerendered page carries the
 * fallback's @font-face, and Inter's inert in a <template data-web-font>; the inline script
 * webFont.inline.js adds it before the first paint when this device has fetched that file.
 */
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The web font's file. */
export const fontUrl = interLatin;

/** localStorage: the URL of the web font file this device has fetched (it changes with it). */
export const WEB_FONT_KEY = 'tablo-web-font';

/**
 * Inter's @font-face. `optional`: a font that is not there at first paint is not swapped in
 * later, so text never reflows (no layout shift).
 */
export const webFontFaceCss = `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${interLatin}) format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
`;

/**
 * Arial (Liberation Sans on Linux) scaled to Inter's metrics, for text drawn without Inter:
 * lines break in the same places either way.
 */
export const fallbackFontFaceCss = `
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('Liberation Sans'), local('Helvetica');
  ascent-override: 90.44%;
  descent-override: 22.52%;
  line-gap-override: 0%;
  size-adjust: 107.12%;
}
`;

/** Whether this device has fetched the web font of this build (false without storage). */
export const hasWebFont = (url: string = fontUrl): boolean => {
  try {
    return localStorage.getItem(WEB_FONT_KEY) === url;
  } catch {
    return false;
  }
};

/**
 * The @font-face rules, kept out of Emotion in <style> elements of their own: Emotion moves and
 * re-inserts its global styles as the page hydrates, and each time the browser builds the fonts
 * anew and measures text again, a layout shift (0.001 under the not-found page's big "404"). A
 * prerendered page has them already (the fallback's, and Inter's when the device has it); this
 * gives them to a page rendered afresh (the dev server's, or another page's HTML).
 */
export const ensureFontFaces = (doc: Document = document) => {
  if (doc.head.querySelector('style[data-font-faces]')) return;
  const style = doc.createElement('style');
  style.dataset.fontFaces = '';
  const hasWebFontFace = doc.head.querySelector('style[data-web-font-face]') !== null;
  style.textContent = fallbackFontFaceCss + (hasWebFont() && !hasWebFontFace ? webFontFaceCss : '');
  doc.head.append(style);
};

/**
 * Fetches the web font into the browser's cache (the request @font-face makes: same URL,
 * CORS mode) and remembers it for the next visit. Not drawn in this one: swapping the font under
 * the diner would move the text. A failure leaves nothing remembered: the next visit tries again.
 */
export const fetchWebFontForNextVisit = async (url: string = fontUrl): Promise<void> => {
  if (hasWebFont(url)) return;
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    await response.arrayBuffer();
    localStorage.setItem(WEB_FONT_KEY, url);
  } catch {
    // Offline, or no storage: the fallback font again next time.
  }
};

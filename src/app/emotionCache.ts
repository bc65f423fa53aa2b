import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The properties that a browser the build supports (package.json "browserslist": Chrome and Edge
 * 111, Firefox 111, Safari 16.4) still reads only with the -webkit- prefix, or reads unprefixed
 * only in later versions: the mask properties before Chrome 120, user-select and backdrop-filter
 * in Safari, box-decoration-break and print-color-adjust in Chrome, hyphens before Safari 17.
 * Emotion's default prefixer writes every prefix since Internet Explorer 10 instead (-ms- and
 * old flexbox too): a fifth of a page's CSS, which every phone parses before its first paint.
 */
const WEBKIT_ONLY = new Set([
  'user-select',
  'mask',
  'mask-image',
  'mask-position',
  'mask-repeat',
  'mask-size',
  'mask-origin',
  'mask-clip',
  'backdrop-filter',
  'box-decoration-break',
  'print-color-adjust',
  'hyphens',
  'text-size-adjust',
]);

/**
 * A Stylis plugin in place of Emotion's prefixer: a declaration of a WEBKIT_ONLY property is
 * written twice, -webkit- first; any other is written as it is.
 */
export const browserslistPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The style cache, one per kind of page in the prerenderer and one in the browser (src/main.tsx),
 * both with the prefixes above. Its key is that of Emotion's own cache ("css"), so the browser's
 * adopts the prerendered <style data-emotion="css ..."> tags instead of inserting the same
 * rules again.
 */
export const createEmotionCache = () => createCache({ key: 'css', stylisPlugins: [browserslistPrefixer] });

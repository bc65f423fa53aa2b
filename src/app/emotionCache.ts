import createCache from '@emotion/cache';

/**
 * The prerenderer's style cache, one per kind of page. Its key is that of Emotion's own cache in the
 * browser ("css"), which therefore adopts the prerendered <style data-emotion="css ..."> tags
 * instead of inserting the same rules again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });

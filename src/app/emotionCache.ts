import createCache from '@emotion/cache';

/**
 * Emotion's style cache. The key matches the prerendered <style data-emotion="css ..."> tags,
 * so the client adopts them instead of inserting the same rules again.
 */
export const createEmotionCache = () => createCache({ key: 'css' });

import createCache from '@emotion/cache';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { browserslistPrefixer, createEmotionCache } from './emotionCache';

/** The CSS our cache's plugins (or Emotion's own prefixer) write for `styles`, as text. */
const cssOf = (styles: CSSObject, { emotionDefault = false } = {}) => {
  const container = document.createElement('div');
  const cache = createCache({
    key: 'test',
    container,
    speedy: false,
    ...(emotionDefault ? {} : { stylisPlugins: [browserslistPrefixer] }),
  });
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.test-${serialized.name}`, serialized, cache.sheet, true);
  return [...container.querySelectorAll('style')].map((style) => style.textContent).join('');
};

describe('the style cache', () => {
  it('writes no prefix that the supported browsers do without', () => {
    const css = cssOf({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      transition: 'opacity 200ms',
      appearance: 'none',
      position: 'sticky',
      '&::placeholder': { opacity: 1 },
      '@keyframes fade': { from: { opacity: 0 } },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('flex-direction:column;');
    expect(css).toContain('position:sticky;');
    expect(css).toContain('::placeholder');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('writes -webkit- before the properties a supported browser reads only so', () => {
    const css = cssOf({
      userSelect: 'none',
      maskImage: 'url(star.svg)',
      maskSize: '5em 1em',
      backdropFilter: 'blur(4px)',
    });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-mask-image:url(star.svg);mask-image:url(star.svg);');
    expect(css).toContain('-webkit-mask-size:5em 1em;mask-size:5em 1em;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });

  it('keeps what the code writes prefixed itself, once', () => {
    const css = cssOf({ display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical' });
    expect(css).toContain('display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;');
    expect(css.match(/-webkit-line-clamp/g)).toHaveLength(1);
  });

  it('is far smaller than with Emotion’s own prefixer, for flexbox', () => {
    const styles: CSSObject = {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexShrink: 0,
    };
    expect(cssOf(styles).length).toBeLessThan(cssOf(styles, { emotionDefault: true }).length * 0.5);
  });

  it('is the one the prerenderer and the browser use, under Emotion’s own key', () => {
    const cache = createEmotionCache();
    expect(cache.key).toBe('css');
  });
});

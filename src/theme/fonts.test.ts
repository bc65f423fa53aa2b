import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  WEB_FONT_KEY,
  ensureFontFaces,
  fallbackFontFaceCss,
  fetchWebFontForNextVisit,
  fontUrl,
  webFontFaceCss,
} from './fonts';

const inlineScript = readFileSync(path.join(__dirname, 'webFont.inline.js'), 'utf8');

const fontFaceStyles = () =>
  [...document.head.querySelectorAll('style[data-font-faces], style[data-web-font-face]')].map(
    (style) => style.textContent,
  );

/** The head as the prerenderer writes it (src/entry-server.tsx), then the inline script runs. */
const loadPrerenderedHead = (url = fontUrl) => {
  document.head.innerHTML =
    `<template data-web-font="${url}"><style data-web-font-face="">${webFontFaceCss}</style></template>` +
    `<style data-font-faces="">${fallbackFontFaceCss}</style>`;
  new Function(inlineScript)();
};

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the web-font script of every page', () => {
  it('draws Inter from the first paint when this device has fetched this file', () => {
    localStorage.setItem(WEB_FONT_KEY, fontUrl);
    loadPrerenderedHead();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss, webFontFaceCss]);
  });

  it('leaves a first visit, or a device with an older font, on the fallback', () => {
    loadPrerenderedHead();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss]);

    localStorage.setItem(WEB_FONT_KEY, '/assets/inter-latin-wght-normal.0ld0ld0ld0.woff2');
    loadPrerenderedHead();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss]);
  });

  it('leaves a page without storage on the fallback, without an error', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => loadPrerenderedHead()).not.toThrow();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss]);
  });
});

describe('ensureFontFaces', () => {
  it('gives a page rendered afresh the fallback, once', () => {
    ensureFontFaces();
    ensureFontFaces();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss]);
  });

  it('adds Inter when this device has the file, unless the inline script did', () => {
    localStorage.setItem(WEB_FONT_KEY, fontUrl);
    ensureFontFaces();
    expect(fontFaceStyles()).toEqual([fallbackFontFaceCss + webFontFaceCss]);

    document.head.innerHTML = `<style data-web-font-face="">${webFontFaceCss}</style>`;
    ensureFontFaces();
    expect(fontFaceStyles()).toEqual([webFontFaceCss, fallbackFontFaceCss]);
  });
});

describe('fetchWebFontForNextVisit', () => {
  const respond = (init: ResponseInit) =>
    jest.fn(() => Promise.resolve(new Response('woff2', init))) as unknown as typeof fetch;

  it('fetches the file and remembers it for the next visit, without drawing it in this one', async () => {
    global.fetch = respond({ status: 200 });
    await fetchWebFontForNextVisit();
    expect(global.fetch).toHaveBeenCalledWith(fontUrl);
    expect(localStorage.getItem(WEB_FONT_KEY)).toBe(fontUrl);
    expect(fontFaceStyles()).toEqual([]);

    // Once remembered, not again.
    await fetchWebFontForNextVisit();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing when the file did not come', async () => {
    global.fetch = respond({ status: 404 });
    await fetchWebFontForNextVisit();
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await fetchWebFontForNextVisit();
    expect(localStorage.getItem(WEB_FONT_KEY)).toBeNull();
  });
});

/* global document, localStorage */
// The web font on later visits only. A first visit on a slow connection would spend a second of
// its bandwidth on the font (48 KB) while the page's scripts wait, and the font, `optional`, came
// too late to be drawn anyway: it paints in the metric-matched fallback and the font is fetched
// once the page is idle (src/theme/webFont.ts). A visit that follows, with the font at hand, adds
// its @font-face (kept inert in the <template data-web-font> the prerenderer writes) before the
// first paint. Inlined in every page's <head> (webpack.config.js, its hash in the page's policy).
(function () {
  'use strict';
  try {
    var template = document.querySelector('template[data-web-font]');
    if (template && localStorage.getItem('tablo-web-font') === template.getAttribute('data-web-font')) {
      document.head.appendChild(template.content.cloneNode(true));
    }
  } catch {
    // No storage (a private window, a policy): the fallback font, as on a first visit.
  }
})();

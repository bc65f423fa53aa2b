/* global window, document, Worker, fetch, setTimeout, clearTimeout */
// A large catalogue's search, started by the first key typed before the page's script runs.
// Typing on a cold load comes a second or more before React hydrates the page, and a catalogue
// searched in fragments (docs/catalogue.md) then needed its worker, its manifest and the
// fragments of the words typed, one round trip after another. This script, inlined in every
// page's <head> beside the early-input one (webpack.config.js), starts the search worker at the
// first key in a field marked data-early-search (its value: the index's folder, its manifest and
// the plain list's query) and asks it for what was typed once the keys pause: the worker fetches
// those fragments meanwhile, while the page's own script is still downloading. The page's script
// adopts the worker (src/speed/earlyInput/earlySearch.ts) and asks it again, and the fragments
// are there. It asks nothing once the page has taken its input over (window.__earlyInput gone).
// The script names of the worker and the search's code are in <meta name="early-search">, which
// the prerenderer writes into a page with such a field (scripts/prerender.mjs).
(function () {
  'use strict';
  var ATTRIBUTE = 'data-early-search';
  // Keys a pause of this long ends a word: asking for every prefix would fetch each one's fragments.
  var QUIET_MS = 150;
  var tried = false;
  var timer = 0;

  var start = function (field) {
    var meta = document.querySelector('meta[name=early-search]');
    var plan;
    try {
      plan = JSON.parse(field.getAttribute(ATTRIBUTE));
    } catch {
      return null;
    }
    if (!meta || !plan || typeof Worker !== 'function') return null;
    // The search's code, asked for now so that it is here when the page's script wants it.
    var code = (meta.getAttribute('data-code') || '').split(' ');
    for (var index = 0; index < code.length; index += 1) {
      if (!code[index]) continue;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = code[index];
      document.head.appendChild(link);
    }
    var worker;
    try {
      worker = new Worker(meta.getAttribute('data-worker'), { type: 'module', name: 'search' });
    } catch {
      return null;
    }
    var early = { worker: worker, plan: plan, failed: false };
    // A worker whose script did not load answers nothing: the page starts its own.
    worker.addEventListener('error', function () {
      early.failed = true;
    });
    // As the page's search does (src/data/search/workerSearch.ts): the manifest is fetched here
    // while the worker's script is on its way, and given to it.
    worker.postMessage({ type: 'init', base: plan.base, given: [plan.manifest] });
    var give = function (message) {
      message.type = 'given';
      message.path = plan.manifest;
      worker.postMessage(message);
    };
    fetch(plan.base + plan.manifest)
      .then(function (response) {
        if (!response.ok) throw new Error('status');
        return response.arrayBuffer();
      })
      .then(
        function (buffer) {
          give({ bytes: new Uint8Array(buffer) });
        },
        function () {
          give({ error: 'Part of the search index (' + plan.manifest + ') could not be loaded' });
        },
      );
    window.__earlySearch = early;
    return early;
  };

  document.addEventListener(
    'input',
    function (event) {
      var field = event.target;
      if (!window.__earlyInput || !field || !field.hasAttribute || !field.hasAttribute(ATTRIBUTE)) return;
      if (!tried) {
        tried = true;
        start(field);
      }
      var early = window.__earlySearch;
      if (!early) return;
      clearTimeout(timer);
      timer = setTimeout(function () {
        var text = field.value.trim();
        if (!window.__earlyInput || early.failed || !text) return;
        var query = Object.assign({}, early.plan.query, { text: text });
        // Number 0: the page's own requests start at 1, and it leaves this answer alone.
        early.worker.postMessage({ id: 0, type: 'query', query: query });
      }, QUIET_MS);
    },
    true,
  );
})();

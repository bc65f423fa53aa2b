// Hands webpack a module's source map as babel-loader's cache would: through JSON. A map fresh
// from Babel carries `file: undefined`; one read back from the cache has no `file` key. Webpack
// adds `file` where the key is (NormalModule's contextifySourceMap), so the two serialise in
// another key order, give the module another hash, and the chunks' interim content hashes then
// differ: the source maps name the interim file and the minified runtime's names change with
// them. A build from a cold cache then differed from one from a warm cache in every page.
/** @this {import('webpack').LoaderContext<unknown>} @param {string} source @param {unknown} map */
module.exports = function sourceMapJsonLoader(source, map) {
  this.callback(null, source, map && typeof map === 'object' ? JSON.parse(JSON.stringify(map)) : map);
};

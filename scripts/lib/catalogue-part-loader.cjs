// One part of the catalogue file as a module: `import records from '@catalogue?part=restaurants'`.
// A page takes only the part it shows (the home page no reviews), as JSON.parse of a string,
// which engines parse faster than the same object literal.
/** @this {import('webpack').LoaderContext<unknown>} @param {string} source */
module.exports = function catalogueLoader(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  const catalogue = JSON.parse(source);
  if (!part || !(part in catalogue)) {
    throw new Error(`No part "${part}" in the catalogue ${this.resourcePath}`);
  }
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue[part]))});`;
};

// The catalogue's restaurants, for the prerenderer's bundle, read from the catalogue file when
// the bundle runs rather than built into it (webpack.config.js, createServerConfig): a catalogue
// edit then needs no new bundle, only the pages it changed (scripts/prerender.mjs). The file is
// the one the build checked: CATALOGUE, else the default (scripts/lib/catalogue.mjs).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const file = path.resolve(process.env.CATALOGUE || path.join(__dirname, '../../catalogue/restaurants.json'));
// A UTF-8 byte-order mark, which some editors write, is not part of the JSON.
module.exports = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')).restaurants;

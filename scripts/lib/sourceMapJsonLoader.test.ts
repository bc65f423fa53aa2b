import { transformAsync } from '@babel/core';

// The loader is CommonJS, as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sourceMapJsonLoader = require('./source-map-json-loader.cjs') as (
  this: { callback: (error: null, source: string, map: unknown) => void },
  source: string,
  map: unknown,
) => void;

const throughLoader = (source: string, map: unknown) => {
  let out: unknown;
  sourceMapJsonLoader.call({ callback: (_error, _source, result) => (out = result) }, source, map);
  return out;
};

/** The map as webpack hashes it: its own copy with `file` set where the key is (contextifySourceMap). */
const asWebpackHashesIt = (map: unknown) => JSON.stringify({ ...(map as object), file: 'x' });

describe('the source map loader', () => {
  it('hands webpack the same map from a fresh Babel transform as from babel-loader’s cache', async () => {
    const result = await transformAsync('const a: number = 1;\nexport default a;\n', {
      filename: '/project/src/a.ts',
      presets: ['@babel/preset-typescript'],
      sourceMaps: true,
      babelrc: false,
      configFile: false,
    });
    const fresh = result!.map;
    // What babel-loader writes to its cache and reads back: JSON.
    const cached = JSON.parse(JSON.stringify(fresh)) as unknown;
    expect(asWebpackHashesIt(throughLoader(result!.code!, fresh))).toBe(
      asWebpackHashesIt(throughLoader(result!.code!, cached)),
    );
  });

  it('leaves a module without a map as it is', () => {
    expect(throughLoader('export {};', undefined)).toBeUndefined();
  });
});

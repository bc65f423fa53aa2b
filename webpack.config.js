// @ts-check
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * The script inlined at the top of every page that keeps taps made before the page's script has
 * run (src/speed/earlyInput/earlyInput.inline.js). Inline, because a file would cost a round trip
 * before the page's first paint. The policy allows it by the hash of its minified text
 * (InlineScriptHashPlugin).
 */
const earlyInputScript = fs.readFileSync(
  path.join(__dirname, 'src/speed/earlyInput/earlyInput.inline.js'),
  'utf8',
);

/**
 * The script inlined after it that starts a large catalogue's search at a key typed before the
 * page's script runs (src/speed/earlyInput/earlySearch.inline.js).
 */
const earlySearchScript = fs.readFileSync(
  path.join(__dirname, 'src/speed/earlyInput/earlySearch.inline.js'),
  'utf8',
);

/** The id of the early-search script's element. */
const EARLY_SEARCH_SCRIPT_ID = 'early-search';

/**
 * The script inlined beside it that draws the web font from the first paint once this device
 * has the file (src/theme/webFont.inline.js; src/theme/fonts.ts says why only then).
 */
const webFontScript = fs.readFileSync(path.join(__dirname, 'src/theme/webFont.inline.js'), 'utf8');

/**
 * Inlined in every page's <head> (public/index.html): when one of the page's own scripts cannot
 * be loaded at all (the host is down or broken), React never runs and the prerendered page
 * cannot respond, so this says so and offers Reload. Scripts webpack adds later (data-webpack)
 * are left to the app, which loads the URL again once (src/lib/chunkRecovery.ts). It
 * reloads only when the diner asks: a host that stays broken cannot start a loop.
 */
const loadFailedNotice = `addEventListener('error',function(e){var s=e.target;if(!(s instanceof HTMLScriptElement)||s.hasAttribute('data-webpack')||document.getElementById('load-failed'))return;var d=document.createElement('div'),p=document.createElement('p'),b=document.createElement('button');d.id='load-failed';d.setAttribute('role','alert');d.style.cssText='position:fixed;inset:0 0 auto;z-index:9999;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:8px 16px;padding:12px 16px;background:#fff;color:#1c1b1a;border-bottom:4px solid #b23b1e;box-shadow:0 2px 8px rgba(0,0,0,.25);font:16px/1.5 system-ui,sans-serif';p.style.margin='0';p.textContent='This page could not be loaded. Check your connection, then reload to try again.';b.textContent='Reload';b.style.cssText='min-height:40px;padding:6px 16px;border:0;border-radius:8px;background:#b23b1e;color:#fff;font:600 15px system-ui,sans-serif;cursor:pointer';b.onclick=function(){location.reload()};d.append(p,b);document.body.prepend(d)},true)`;

/** Stands in the policy for the hashes of the page's inline scripts, as emitted (minified). */
const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/**
 * The production page's Content-Security-Policy: scripts only from the site itself, and the two
 * inline scripts above by their hashes (InlineScriptHashPlugin). Emotion injects <style>
 * elements at run time, hence 'unsafe-inline' for styles alone.
 * (The dev server is left without one: its eval source maps and hot updates need more.)
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_HASHES}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Module resolution shared by the client and prerender builds; `@catalogue` is set once the
 * catalogue has been checked (below).
 */
const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
    // One react-is in the bundle: @emotion/react's hoist-non-react-statics still asks for 16,
    // MUI for 19; the statics it reads (ForwardRef, Memo, isMemo) are the same in both.
    'react-is$': require.resolve('react-is'),
  },
};

/**
 * React Router 7's package exports only its development build, which logs warnings meant for
 * developers (remix-run/react-router#14102). Production builds take the production build it
 * ships beside it, the same code with those warnings off.
 */
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');
/**
 * REACT_PROFILE=1 builds production code with React's profiling build and the functions' names
 * kept: each component's render then shows, by name, in a Chromium trace ("Components ⚛"), for
 * finding what a tap renders (docs/decisions.md, "Interaction latency"). Never deployed.
 */
const isReactProfile = Boolean(process.env.REACT_PROFILE);
const productionResolve = {
  ...resolve,
  alias: {
    ...resolve.alias,
    ...(isReactProfile ? { 'react-dom/client$': require.resolve('react-dom/profiling') } : {}),
    'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
    'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
  },
};

/**
 * MUI modules the site links but never runs, replaced in production builds by stand-ins under
 * src/speed/leftOut/ (about 7 KB gzipped of every page's JavaScript):
 * - the CSS-variables theme and its provider: MUI's createTheme and ThemeProvider link both
 *   kinds of theme, and the site's has no CSS variables or colour schemes, so ThemeProvider is
 *   MUI's own ThemeProviderNoVars, the one it renders for such a theme;
 * - TouchRipple: every button has disableRipple (src/theme/theme.ts);
 * - the TextareaAutosize InputBase renders for a multiline field: the site's one multiline field
 *   passes MUI's own as its input component (src/components/FormTextField.tsx), so the
 *   header's search field does not bring it to every page (1 KB gzipped).
 * Each entry: the folder of the importing module, its request, and what it gets instead.
 */
const muiStylesDir = path.join('@mui', 'material', 'styles');
const leftOutMuiModules = [
  [muiStylesDir, './ThemeProvider.mjs', './ThemeProviderNoVars.mjs'],
  [
    muiStylesDir,
    './createThemeWithVars.mjs',
    path.resolve(__dirname, 'src/speed/leftOut/createThemeWithVars.ts'),
  ],
  [
    path.join('@mui', 'material', 'ButtonBase'),
    './TouchRipple.mjs',
    path.resolve(__dirname, 'src/speed/leftOut/TouchRipple.tsx'),
  ],
  [
    path.join('@mui', 'material', 'InputBase'),
    '../TextareaAutosize/index.mjs',
    path.resolve(__dirname, 'src/speed/leftOut/TextareaAutosize.tsx'),
  ],
];
const leaveOutMuiModules = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^\.\.?\/(ThemeProvider|createThemeWithVars|TouchRipple|TextareaAutosize\/index)\.mjs$/,
    (resource) => {
      const entry = leftOutMuiModules.find(
        ([folder, request]) => resource.request === request && resource.context.endsWith(folder),
      );
      if (entry) resource.request = entry[2];
    },
  );

/**
 * Build-time settings the code reads: the site's URL (src/data/site.ts), where the catalogue's
 * data files are (src/features/restaurants/catalogueFiles.ts) and the size over which its search
 * index is in fragments (src/data/catalogueData.ts).
 * @param {string} catalogueDataUrl
 */
const buildDefines = (catalogueDataUrl) =>
  new webpack.DefinePlugin({
    'process.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? ''),
    'process.env.CATALOGUE_DATA_URL': JSON.stringify(catalogueDataUrl),
    'process.env.SEARCH_FRAGMENTS_OVER': JSON.stringify(process.env.SEARCH_FRAGMENTS_OVER ?? ''),
    'process.env.FRAGMENTS_BEFORE_INDEX_OVER': JSON.stringify(process.env.FRAGMENTS_BEFORE_INDEX_OVER ?? ''),
  });

/** Makes a module's source map the same from Babel as from babel-loader's cache (the loader's comment). */
const sourceMapJsonLoader = path.resolve(__dirname, 'scripts/lib/source-map-json-loader.cjs');

/** `@catalogue?part=restaurants`: one part of the catalogue file as a module (src/data/restaurants.ts). */
const catalogueRule = {
  resourceQuery: /(^|&|\?)part=/,
  type: 'javascript/auto',
  use: path.resolve(__dirname, 'scripts/lib/catalogue-part-loader.cjs'),
};

const publicDir = path.resolve(__dirname, 'public');

/**
 * Copies public/ (icons, the web app manifest) into the build under the same names, unhashed:
 * browsers and other sites ask for them by those names. index.html is the page template.
 */
class PublicFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(publicDir)) {
            if (name === 'index.html') continue;
            const file = path.join(publicDir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Writes the catalogue's data files into the build (scripts/lib/catalogue.mjs,
 * catalogueDataFiles): a file per restaurant, and a large catalogue's search index in fragments.
 */
class CatalogueDataPlugin {
  /** @param {{ folder: string, files: [string, string | Buffer][] }} data @param {string} catalogueFile */
  constructor(data, catalogueFile) {
    this.data = data;
    this.catalogueFile = catalogueFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CatalogueDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CatalogueDataPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.catalogueFile);
          for (const [name, content] of this.data.files) {
            compilation.emitAsset(`${this.data.folder}${name}`, new webpack.sources.RawSource(content));
          }
        },
      );
    });
  }
}

/**
 * Puts the SHA-256 of each inline script of the page (and of its speculation rules), as the
 * minifier left it, in its Content-Security-Policy: those scripts run, and no other inline
 * script can.
 */
class InlineScriptHashPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InlineScriptHashPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After html-webpack-plugin has minified the page.
        { name: 'InlineScriptHashPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = compilation.getAsset('index.html')?.source.source().toString();
          if (html === undefined) return;
          const hashes = [
            ...html.matchAll(/<script(?: type="?speculationrules"?| id="?[\w-]+"?)?>([\s\S]*?)<\/script>/g),
          ].map(([, code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
          compilation.updateAsset(
            'index.html',
            new webpack.sources.RawSource(html.replace(INLINE_SCRIPT_HASHES, hashes.join(' '))),
          );
        },
      );
    });
  }
}

const distDir = path.resolve(__dirname, process.env.DIST_DIR || 'dist');
/** Where the prerenderer's Node bundle goes: beside the build, never shipped in it. */
const prerenderDir = path.resolve(__dirname, 'node_modules/.cache/prerender', path.basename(distDir));

/** Where the client build lists each named chunk group's scripts, for the prerenderer. */
const routeChunksFile = `${prerenderDir}.route-chunks.json`;

/** Inlines the web-font, early-input and early-search scripts in every page's <head>. */
class HeadScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HeadScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HeadScriptsPlugin', (groups) => {
        // After the policy's <meta>, ahead of every other script: they must run before the
        // page can paint.
        const firstScript = groups.headTags.findIndex((tag) => tag.tagName === 'script');
        const tags = [
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, webFontScript),
          HtmlWebpackPlugin.createHtmlTagObject('script', {}, earlyInputScript),
          // Named, so that the prerenderer can leave it out of a page whose search field does not
          // start the search early (scripts/prerender.mjs).
          HtmlWebpackPlugin.createHtmlTagObject('script', { id: EARLY_SEARCH_SCRIPT_ID }, earlySearchScript),
        ];
        groups.headTags.splice(firstScript === -1 ? groups.headTags.length : firstScript, 0, ...tags);
        return groups;
      });
    });
  }
}

/**
 * Writes, beside the prerenderer's bundle, the script files of every named chunk group (e.g.
 * `page-home`), so scripts/prerender.mjs can have the prerendered page fetch its own code
 * alongside the main bundle rather than after it.
 */
class RouteChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('RouteChunksPlugin', (stats) => {
      const groups = Object.fromEntries(
        [...stats.compilation.namedChunkGroups].map(([name, group]) => [
          name,
          group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')),
        ]),
      );
      fs.mkdirSync(path.dirname(routeChunksFile), { recursive: true });
      fs.writeFileSync(routeChunksFile, JSON.stringify(groups));
    });
  }
}

/**
 * Writes beside the prerenderer's bundle every file this compiler read (sources, packages,
 * pictures; not the catalogue, whose restaurants are data), so that the next build can tell
 * whether the code changed and skip webpack when it did not (scripts/lib/buildInputs.mjs).
 */
class BuildInputsPlugin {
  /** @param {string} name @param {string} catalogueFile */
  constructor(name, catalogueFile) {
    this.name = name;
    this.catalogueFile = catalogueFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('BuildInputsPlugin', (stats) => {
      const files = [...stats.compilation.fileDependencies]
        .filter(
          (file) => file !== this.catalogueFile && fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
        )
        .sort();
      fs.mkdirSync(path.dirname(prerenderDir), { recursive: true });
      fs.writeFileSync(`${prerenderDir}.inputs-${this.name}.json`, JSON.stringify(files));
    });
  }
}

/**
 * @param {boolean} isProduction
 * @param {boolean} isDevServer
 * @param {{ folder: string, files: [string, string | Buffer][] }} catalogueData
 * @param {string} catalogueFile
 * @param {boolean} writesData whether this build writes the catalogue's data files (the
 *   prerender does for a prerendered build, scripts/prerender.mjs)
 * @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
const createClientConfig = (isProduction, isDevServer, catalogueData, catalogueFile, writesData) => {
  return {
    mode: isProduction ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      // DIST_DIR lets several builds (e.g. parallel test runs) live side by side.
      path: distDir,
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: isProduction ? productionResolve : resolve,
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: [
            sourceMapJsonLoader,
            {
              loader: 'babel-loader',
              options: {
                cacheDirectory: true,
                // .babelrc holds the presets; Fast Refresh only runs under the dev server.
                plugins: isDevServer ? [require.resolve('react-refresh/babel')] : [],
                envName: isProduction ? 'production' : 'development',
              },
            },
          ],
        },
        {
          test: /\.(webp|avif|png|jpe?g|svg|woff2)$/i,
          type: 'asset/resource',
        },
        catalogueRule,
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { loadFailedNotice },
        scriptLoading: 'defer',
        meta: isProduction
          ? {
              'Content-Security-Policy': {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy,
              },
            }
          : {},
      }),
      new PublicFilesPlugin(),
      isDevServer && new ReactRefreshWebpackPlugin({ overlay: false }),
      new HeadScriptsPlugin(),
      isProduction && leaveOutMuiModules(),
      isProduction && new RouteChunksPlugin(),
      isProduction && new InlineScriptHashPlugin(),
      isProduction && new BuildInputsPlugin('client', catalogueFile),
      writesData && new CatalogueDataPlugin(catalogueData, catalogueFile),
      buildDefines(`/${catalogueData.folder}`),
    ].filter(Boolean),
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
      ...(isReactProfile && {
        minimizeOptions: {
          javascript: { compress: { passes: 2 }, keep_fnames: true, keep_classnames: true },
        },
      }),
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT) || 3000,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      open: !process.env.CI,
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: isProduction ? 'normal' : 'minimal',
  };
};

/**
 * The prerenderer: src/entry-server.tsx built for Node, run by scripts/prerender.mjs.
 * Asset imports resolve to the same hashed URLs as in the client build, without emitting files.
 * The catalogue's restaurants are not built in: the bundle reads them from the catalogue file
 * when it runs (scripts/lib/catalogue-restaurants.cjs).
 * @param {string} catalogueDataUrl
 * @param {string} catalogueFile
 */
const createServerConfig = (catalogueDataUrl, catalogueFile) => ({
  name: 'prerender',
  mode: 'production',
  target: 'node20',
  entry: './src/entry-server.tsx',
  output: {
    path: prerenderDir,
    filename: 'entry-server.cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
    clean: true,
  },
  resolve: productionResolve,
  externals: {
    '@catalogue?part=restaurants': `commonjs ${path.resolve(__dirname, 'scripts/lib/catalogue-restaurants.cjs')}`,
  },
  plugins: [
    leaveOutMuiModules(),
    buildDefines(catalogueDataUrl),
    new BuildInputsPlugin('prerender', catalogueFile),
  ],
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: [sourceMapJsonLoader, { loader: 'babel-loader', options: { cacheDirectory: true } }],
      },
      { test: /\.(webp|avif|png|jpe?g|svg|woff2)$/i, type: 'asset/resource', generator: { emit: false } },
      catalogueRule,
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/**
 * @param {{ spa?: boolean }} env  `--env spa` skips the prerenderer (a client-rendered build).
 * @param {{ mode?: 'development' | 'production' }} argv
 */
module.exports = async (env, argv) => {
  // A catalogue the site cannot show stops the build here, with one line per problem; a warning
  // (a record the site will say less of) is printed and the build goes on.
  const { cataloguePath, catalogueDataFiles, catalogueDataFolder, checkCatalogue, printProblems } =
    await import('./scripts/lib/catalogue.mjs');
  const catalogueFile = cataloguePath();
  const { problems, warnings } = await checkCatalogue(catalogueFile);
  if (problems.length > 0) {
    await printProblems([
      `The catalogue cannot be built: ${problems.length} problem(s).`,
      ...problems,
      ...warnings,
    ]);
    process.exit(1);
  }
  if (warnings.length > 0)
    await printProblems([`The catalogue has ${warnings.length} warning(s); the build goes on.`, ...warnings]);
  // The catalogue's records (docs/catalogue.md): CATALOGUE=path builds another one.
  for (const { alias } of [resolve, productionResolve]) alias['@catalogue$'] = catalogueFile;
  const isProduction = argv.mode === 'production';
  const isDevServer = Boolean(process.env.WEBPACK_SERVE);
  const isPrerendered = isProduction && !env.spa;
  // A prerendered build's data files are the prerenderer's to write.
  const catalogueData = isPrerendered
    ? { folder: await catalogueDataFolder(), files: [] }
    : await catalogueDataFiles(catalogueFile);
  const client = createClientConfig(isProduction, isDevServer, catalogueData, catalogueFile, !isPrerendered);
  return isPrerendered ? [client, createServerConfig(`/${catalogueData.folder}`, catalogueFile)] : client;
};

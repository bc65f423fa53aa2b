// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

/**
 * The production page's Content-Security-Policy: scripts only from the site itself.
 * Emotion injects <style> elements at run time, hence 'unsafe-inline' for styles alone.
 * (The dev server is left without one: its eval source maps and hot updates need more.)
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
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
 * @param {Record<string, unknown>} _env
 * @param {{ mode?: 'development' | 'production' }} argv
 * @returns {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
module.exports = (_env, argv) => {
  const isProduction = argv.mode === 'production';
  const isDevServer = Boolean(process.env.WEBPACK_SERVE);

  return {
    mode: isProduction ? 'production' : 'development',
    entry: './src/main.tsx',
    output: {
      // DIST_DIR lets several builds (e.g. parallel test runs) live side by side.
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: true,
              // .babelrc holds the presets; Fast Refresh only runs under the dev server.
              plugins: isDevServer ? [require.resolve('react-refresh/babel')] : [],
              envName: isProduction ? 'production' : 'development',
            },
          },
        },
        {
          test: /\.(webp|avif|png|jpe?g|svg|woff2)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
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
      isDevServer && new ReactRefreshWebpackPlugin({ overlay: false }),
    ].filter(Boolean),
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      open: !process.env.CI,
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: isProduction ? 'normal' : 'minimal',
  };
};

/**
 * Stands in the production build for MUI's createThemeWithVars (webpack.config.js,
 * leftOutMuiModules). MUI's createTheme links it for themes with CSS variables or colour schemes;
 * the site's theme (src/theme/theme.ts) has neither, so it is never called, and some 4 KB gzipped
 * of the home page's JavaScript is not downloaded. Should a theme ever ask for it, the build fails
 * here loudly instead of styling the page wrongly.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'The theme asks for CSS variables or colour schemes, which this build leaves out: remove ' +
      "createThemeWithVars from webpack.config.js's leftOutMuiModules.",
  );
}

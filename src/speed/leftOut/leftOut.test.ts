import { theme } from '@/theme/theme';

// The production build leaves MUI's CSS-variables theme and TouchRipple out (webpack.config.js,
// leftOutMuiModules). These are the facts that make that safe; should one change, the stand-ins
// would be reached, so this fails first.
describe('MUI modules the production build leaves out', () => {
  it('the theme has neither CSS variables nor colour schemes, so createThemeWithVars is never called', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });

  it('every button leaves the ripple off, so TouchRipple is never rendered', () => {
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });
});

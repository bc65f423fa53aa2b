import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@/theme/theme';

// The production build leaves MUI's CSS-variables theme, TouchRipple and InputBase's
// TextareaAutosize out (webpack.config.js, leftOutMuiModules). These are the facts that make
// that safe; should one change, the stand-ins would be reached, so this fails first.
describe('MUI modules the production build leaves out', () => {
  it('the theme has neither CSS variables nor colour schemes, so createThemeWithVars is never called', () => {
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVarPrefix');
  });

  it('every button leaves the ripple off, so TouchRipple is never rendered', () => {
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("a multiline field is FormTextField's, which brings its own TextareaAutosize", () => {
    const root = path.join(__dirname, '..', '..');
    const multiline = readdirSync(root, { recursive: true, encoding: 'utf8' })
      // The app's modules, but tests and these stand-ins.
      .filter((file) => /(?<!\.test)\.tsx?$/.test(file) && !file.startsWith('speed/leftOut/'))
      .filter((file) => /\bmultiline\b/.test(readFileSync(path.join(root, file), 'utf8')))
      .sort();
    // Files that name the prop: FormTextField, and those that pass it to FormTextField.
    expect(multiline).toEqual([
      'components/FormTextField.tsx',
      'pages/booking/ContactForm.tsx',
      'pages/booking/ContactInput.tsx',
    ]);
    expect(readFileSync(path.join(root, 'components/FormTextField.tsx'), 'utf8')).toMatch(
      /inputComponent=\{multiline \? TextareaAutosize : undefined\}/,
    );
  });
});

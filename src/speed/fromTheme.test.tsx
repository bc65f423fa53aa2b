import { render } from '@testing-library/react';
import { styled, ThemeProvider } from '@mui/material/styles';
import { fromTheme } from './fromTheme';
import { theme } from '@/theme/theme';

describe('fromTheme', () => {
  it("works the styles out from the site's theme, once however often the element renders", () => {
    const styles = jest.fn((siteTheme: typeof theme) => ({
      display: 'flex',
      color: siteTheme.palette.secondary.main,
    }));
    const Row = styled('span')(fromTheme(styles));
    const { rerender, getByText } = render(
      <ThemeProvider theme={theme}>
        <Row>one</Row>
      </ThemeProvider>,
    );
    for (const text of ['two', 'three']) {
      rerender(
        <ThemeProvider theme={theme}>
          <Row>{text}</Row>
        </ThemeProvider>,
      );
    }
    expect(styles).toHaveBeenCalledTimes(1);
    expect(styles).toHaveBeenCalledWith(theme);
    expect(getByText('three')).toHaveStyle({ display: 'flex', color: theme.palette.secondary.main });
  });
});

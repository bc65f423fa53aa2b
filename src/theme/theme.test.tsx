import { fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

describe('theme', () => {
  it('draws no ripple on a tap: the press is shown by CSS, so a tap renders nothing before its own work', () => {
    render(
      <ThemeProvider theme={theme}>
        <Button>Continue</Button>
        <IconButton aria-label="Increase party size">+</IconButton>
      </ThemeProvider>,
    );
    for (const button of [
      screen.getByRole('button', { name: 'Continue' }),
      screen.getByRole('button', { name: 'Increase party size' }),
    ]) {
      fireEvent.touchStart(button);
      fireEvent.mouseDown(button);
      expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    }
  });
});

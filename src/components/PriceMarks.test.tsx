import { screen } from '@testing-library/react';
import { theme } from '@/theme/theme';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PriceMarks } from './PriceMarks';

const marksOf = (level: HTMLElement) => Array.from(level.children) as HTMLElement[];

describe('PriceMarks', () => {
  it('shows four marks, one bright per character of the price range and the rest dimmed', () => {
    renderWithProviders(<PriceMarks value="$$$" />);
    const price = screen.getByRole('img', { name: 'Price 3 of 4' });
    const marks = marksOf(price);
    expect(price).toHaveTextContent('$$$$');
    expect(marks).toHaveLength(4);
    for (const mark of marks.slice(0, 3)) expect(mark).toHaveStyle({ color: theme.palette.text.primary });
    expect(marks[3]).toHaveStyle({ color: theme.palette.text.disabled });
  });

  it.each([
    ['$', 1],
    ['$$', 2],
    ['$$$$', 4],
  ])('reads %s as price %i of 4', (value, level) => {
    renderWithProviders(<PriceMarks value={value} />);
    const marks = marksOf(screen.getByRole('img', { name: `Price ${level} of 4` }));
    expect(marks).toHaveLength(4);
    marks.forEach((mark, index) =>
      expect(mark).toHaveStyle({
        color: index < level ? theme.palette.text.primary : theme.palette.text.disabled,
      }),
    );
  });

  it('never shows more marks than the scale, and the scale can be set', () => {
    renderWithProviders(<PriceMarks value="€€€€€" max={3} />);
    const price = screen.getByRole('img', { name: 'Price 3 of 3' });
    expect(price).toHaveTextContent('€€€');
  });
});

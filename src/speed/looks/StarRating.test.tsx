import { render, screen } from '@testing-library/react';
import { StarRating, filledShare } from './StarRating';

describe('filledShare', () => {
  it.each([
    [5, 1],
    [4.8, 1],
    [4.74, 0.9],
    [4.75, 1],
    [4.6, 0.9],
    [4.2, 0.8],
    [3.25, 0.7],
    [0, 0],
  ])('fills %d stars as %d of the row (half-star steps)', (value, share) => {
    expect(filledShare(value)).toBeCloseTo(share, 10);
  });

  it('keeps values off the scale within it, and draws nothing for a non-number', () => {
    expect(filledShare(7)).toBe(1);
    expect(filledShare(-1)).toBe(0);
    expect(filledShare(Number.NaN)).toBe(0);
  });
});

describe('StarRating', () => {
  it('is one hidden element filled to the rating, sized by name', () => {
    const { container } = render(
      <>
        <StarRating value={4.6} />
        <StarRating value={3} size="medium" />
      </>,
    );
    const [small, medium] = [...container.children] as HTMLElement[];
    expect(small).toHaveAttribute('aria-hidden', 'true');
    expect(small).toBeEmptyDOMElement();
    expect(small!.style.getPropertyValue('--filled')).toBe('90%');
    expect(small!.style.fontSize).toBe('1.125rem');
    expect(medium!.style.getPropertyValue('--filled')).toBe('60%');
    expect(medium!.style.fontSize).toBe('1.5rem');
  });

  it('is an image named by its label when it has one', () => {
    render(<StarRating value={4} label="4 out of 5 stars" />);
    const stars = screen.getByRole('img', { name: '4 out of 5 stars' });
    expect(stars).not.toHaveAttribute('aria-hidden');
    expect(stars.style.getPropertyValue('--filled')).toBe('80%');
  });
});

import { bookingPath, restaurantPath, restaurantReviewsPath } from './routes';

describe('route builders', () => {
  it('builds detail and booking paths', () => {
    expect(restaurantPath('2')).toBe('/restaurant/2');
    expect(bookingPath('2')).toBe('/book/2');
    expect(restaurantReviewsPath('2')).toBe('/restaurant/2/reviews');
  });

  it('encodes ids so they cannot escape the path', () => {
    expect(restaurantPath('a/../b?c')).toBe('/restaurant/a%2F..%2Fb%3Fc');
    expect(restaurantReviewsPath('a/../b?c')).toBe('/restaurant/a%2F..%2Fb%3Fc/reviews');
  });
});

import { bookingPath, pageUrlOf, restaurantPath, restaurantReviewsPath } from './routes';

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

describe('pageUrlOf', () => {
  it("names the page of a URL of that page's file, as static hosts serve them", () => {
    expect(pageUrlOf('/help.html')).toBe('/help');
    expect(pageUrlOf('/help/index.html')).toBe('/help');
    expect(pageUrlOf('/index.html')).toBe('/');
    expect(pageUrlOf('/restaurant/1/reviews.html')).toBe('/restaurant/1/reviews');
  });

  it('leaves every other URL as it is', () => {
    for (const pathname of ['/', '/help', '/help/', '/HELP.HTML', '/html', '/restaurant/1.htm']) {
      expect(pageUrlOf(pathname)).toBe(pathname);
    }
  });
});

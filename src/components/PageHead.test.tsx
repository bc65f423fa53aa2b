import { act, screen } from '@testing-library/react';
import { renderRoute, renderWithProviders } from '@/testing/renderWithProviders';
import { PageHead } from './PageHead';

const head = () => document.head;
const meta = (selector: string) => head().querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('PageHead', () => {
  it('names the page and describes it, with an absolute canonical link and a shared-link preview', () => {
    renderWithProviders(
      <PageHead
        title="Maison Lumière"
        description="A bistro."
        path="/restaurant/2"
        image={{ alt: 'A table', share: { src: '/assets/bistro-800.webp', width: 800, height: 533 } }}
      />,
    );
    expect(document.title).toBe('Maison Lumière · Tablo');
    expect(meta('name="description"')).toBe('A bistro.');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://tablo.example/restaurant/2',
    );
    expect(meta('property="og:title"')).toBe('Maison Lumière');
    expect(meta('property="og:url"')).toBe('https://tablo.example/restaurant/2');
    // The preview's own rendition and size (a page shows AVIF, which preview crawlers do not read).
    expect(meta('property="og:image"')).toBe('https://tablo.example/assets/bistro-800.webp');
    expect(meta('property="og:image:width"')).toBe('800');
    expect(meta('property="og:image:height"')).toBe('533');
    expect(meta('property="og:image:alt"')).toBe('A table');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(meta('name="twitter:image"')).toBe('https://tablo.example/assets/bistro-800.webp');
    expect(meta('name="robots"')).toBeUndefined();
  });

  it('carries the structured data it is given as a JSON-LD block that no text can close', () => {
    const data = { '@type': 'Restaurant', name: '</script><!-- Ember & Oak' };
    const { container } = renderWithProviders(
      <PageHead title="Ember & Oak" description="Steaks." path="/restaurant/3" structuredData={data} />,
    );
    const blocks = container.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.innerHTML).not.toContain('<');
    expect(JSON.parse(blocks[0]!.textContent ?? '')).toEqual(data);
  });

  it('has no JSON-LD block on a page without structured data', () => {
    renderWithProviders(<PageHead description="Find a table." path="/" />);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("shows the site's icon for a page without a picture", () => {
    renderWithProviders(<PageHead description="Find a table." path="/" />);
    expect(document.title).toBe('Tablo · Restaurants and table booking');
    expect(meta('property="og:image"')).toBe('https://tablo.example/icon-512.png');
    expect(meta('name="twitter:card"')).toBe('summary');
  });

  it('keeps a page out of search results: noindex, and no canonical link', () => {
    renderWithProviders(
      <PageHead title="Page not found" description="Nothing here." path="/nope" isNoIndex />,
    );
    expect(meta('name="robots"')).toBe('noindex');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('leaves exactly one title and one description as the diner moves between pages', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { router } = renderRoute('/restaurant/2');
    await screen.findByRole('heading', { level: 1, name: 'Maison Lumière' });
    for (const [path, heading, title] of [
      ['/book/2', 'Book a Table at Maison Lumière', 'Book a Table at Maison Lumière · Tablo'],
      ['/bookings', 'My Bookings', 'My Bookings · Tablo'],
      ['/no/such/page', 'Oops! Page not found', 'Page not found · Tablo'],
      ['/', 'Find Your Perfect Dining Experience', 'Tablo · Restaurants and table booking'],
    ] as const) {
      await act(() => router.navigate(path));
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(document.title).toBe(title);
      expect(document.querySelectorAll('title')).toHaveLength(1);
      expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    }
  });
});

import { screen, within } from '@testing-library/react';
import { supportContact } from '@/data/site';
import { renderRoute } from '@/testing/renderWithProviders';

// The page modules load lazily, as in the browser; on a busy machine the home page can take seconds.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

const SUPPORT_PAGES = [
  { link: 'Help Center', path: '/help' },
  { link: 'Contact Us', path: '/contact' },
  { link: 'Privacy Policy', path: '/privacy' },
  { link: 'Terms of Service', path: '/terms' },
] as const;

describe('the footer Support links', () => {
  it.each(SUPPORT_PAGES)('$link is a real link that opens $path with its heading', async ({ link, path }) => {
    const { user, router } = renderRoute('/');
    await findHeading('Find Your Perfect Dining Experience');
    const support = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Support' });
    const anchor = within(support).getByRole('link', { name: link });
    expect(anchor).toHaveAttribute('href', path);

    await user.click(anchor);
    expect(router.state.location.pathname).toBe(path);
    expect(await findHeading(link)).toBeInTheDocument();
    expect(document.title).toBe(`${link} · Tablo`);
    // One h1; the rest of the page's outline is h2 sections.
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });
});

describe('Support pages', () => {
  it('Help answers how to book, change, cancel, add to a calendar, where bookings are kept and offline use', async () => {
    renderRoute('/help');
    await findHeading('Help Center');
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'How do I book a table?',
      'Where are my bookings?',
      'How do I change a booking?',
      'How do I cancel a booking?',
      'How do I add a booking to my calendar?',
      'Does Tablo work offline?',
    ]);
    expect(screen.getByRole('region', { name: 'How do I book a table?' })).toHaveTextContent(
      '1 to 10 guests',
    );
    expect(screen.getByRole('region', { name: 'How do I book a table?' })).toHaveTextContent('60 days ahead');
    expect(screen.getByRole('region', { name: 'How do I change a booking?' })).toHaveTextContent(
      'keeps its confirmation number',
    );
    expect(screen.getByRole('region', { name: 'How do I add a booking to my calendar?' })).toHaveTextContent(
      'Download .ics',
    );
    for (const link of within(screen.getByRole('main')).getAllByRole('link', { name: 'My Bookings' })) {
      expect(link).toHaveAttribute('href', '/bookings');
    }
  });

  it('Contact gives the phone as a tel: link and the email as a mailto: link', async () => {
    renderRoute('/contact');
    await findHeading('Contact Us');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: supportContact.phone })).toHaveAttribute(
      'href',
      'tel:5550102030',
    );
    expect(within(main).getByRole('link', { name: supportContact.email })).toHaveAttribute(
      'href',
      `mailto:${supportContact.email}`,
    );
    expect(main).toHaveTextContent(supportContact.address);
  });

  it('Privacy names what is stored and where, and says there are no cookies', async () => {
    renderRoute('/privacy');
    await findHeading('Privacy Policy');
    const main = screen.getByRole('main');
    expect(within(main).getByText('bookings', { selector: 'code' })).toBeInTheDocument();
    expect(main).toHaveTextContent('local storage under bookings');
    expect(main).toHaveTextContent('session storage');
    expect(main).toHaveTextContent('We set no cookies.');
  });

  it('Terms is short and plain', async () => {
    renderRoute('/terms');
    await findHeading('Terms of Service');
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).length).toBeLessThanOrEqual(
      5,
    );
  });
});

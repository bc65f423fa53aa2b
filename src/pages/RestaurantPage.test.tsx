import { act, screen, within } from '@testing-library/react';
import { trattoriaInteriorImage, trattoriaPastaImage, trattoriaPizzaOvenImage } from '@/data/images';
import { renderRoute } from '@/testing/renderWithProviders';

// The page module loads lazily, as in the browser; on a busy machine that can take over a second.
const findName = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('RestaurantPage', () => {
  describe('unknown id', () => {
    it.each([
      '/restaurant/999',
      '/restaurant/abc',
      '/restaurant/%3Cscript%3E',
      '/restaurant/%3Cimg%20src%3Dx%3E',
      '/restaurant/constructor',
      '/restaurant/toString',
      '/restaurant/__proto__',
    ])('%s says the restaurant was not found and links back to the list', async (path) => {
      const { user, router } = renderRoute(path);

      expect(await findName('Restaurant not found')).toBeInTheDocument();
      expect(screen.getByText("The restaurant you're looking for doesn't exist.")).toBeInTheDocument();
      expect(document.title).toBe('Restaurant not found · Tablo');
      // The id never reaches the DOM as markup.
      expect(screen.getByRole('main').querySelector('script, img')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Book a Table' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
      expect(router.state.location.pathname).toBe('/');
    });
  });

  describe('top of the page', () => {
    it("shows the restaurant's name, cuisine, rating, address and title", async () => {
      renderRoute('/restaurant/1');

      expect(await findName('Trattoria Aurora')).toBeInTheDocument();
      expect(document.title).toBe('Trattoria Aurora · Tablo');
      const main = screen.getByRole('main');
      expect(within(main).getByText('Italian')).toBeInTheDocument();
      expect(
        within(main).getByRole('img', { name: 'Rated 4.8 out of 5 from 324 reviews' }),
      ).toBeInTheDocument();
      expect(within(main).getAllByText('418 Mulberry Lane, Riverton').length).toBeGreaterThan(0);
    });

    it('loads the hero image at once, in every size, with its box reserved', async () => {
      renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      const hero = screen.getByRole('img', { name: trattoriaPastaImage.alt });

      expect(hero).toHaveAttribute('src', trattoriaPastaImage.src);
      expect(hero).toHaveAttribute('srcset', trattoriaPastaImage.srcSet);
      expect(hero).toHaveAttribute('sizes');
      expect(hero).toHaveAttribute('width', '1200');
      expect(hero).toHaveAttribute('height', '800');
      expect(hero).toHaveAttribute('loading', 'eager');
      expect(hero).toHaveAttribute('fetchpriority', 'high');
    });
  });

  describe('gallery', () => {
    it('switches the hero image with the dots and marks the current dot', async () => {
      const { user } = renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      const gallery = screen.getByRole('group', { name: 'Gallery' });
      const dots = within(gallery).getAllByRole('radio');
      expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
        'Show image 1 of 3',
        'Show image 2 of 3',
        'Show image 3 of 3',
      ]);
      // The gallery's CSS displays the image just after the checked dot (jsdom applies no CSS:
      // e2e/restaurant.spec.ts sees it in a browser).
      const shown = () => gallery.querySelector(':checked + img');
      expect(dots[0]).toBeChecked();
      expect(shown()).toHaveAttribute('alt', trattoriaPastaImage.alt);

      await user.click(screen.getByRole('radio', { name: 'Show image 2 of 3' }));
      expect(shown()).toHaveAttribute('alt', trattoriaInteriorImage.alt);
      expect(dots[1]).toBeChecked();
      expect(dots[0]).not.toBeChecked();

      await user.click(screen.getByRole('radio', { name: 'Show image 3 of 3' }));
      expect(shown()).toHaveAttribute('srcset', trattoriaPizzaOvenImage.srcSet);
      expect(shown()).toHaveAttribute('alt', trattoriaPizzaOvenImage.alt);
      expect(dots.filter((dot) => (dot as HTMLInputElement).checked)).toEqual([dots[2]]);
    });

    it('has a dot per image: two for a two-image restaurant', async () => {
      renderRoute('/restaurant/3');
      await findName('Ember & Oak');
      const gallery = screen.getByRole('group', { name: 'Gallery' });
      expect(
        within(gallery)
          .getAllByRole('radio')
          .map((dot) => dot.getAttribute('aria-label')),
      ).toEqual(['Show image 1 of 2', 'Show image 2 of 2']);
    });

    it('starts at the first image again on another restaurant', async () => {
      const { user, router } = renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      await user.click(screen.getByRole('radio', { name: 'Show image 3 of 3' }));

      await act(() => router.navigate('/restaurant/3'));
      expect(await findName('Ember & Oak')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Show image 1 of 2' })).toBeChecked();
    });
  });

  describe('sections', () => {
    it('shows About, Features, Menu Highlights and Amenities from the data', async () => {
      renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');

      const about = screen.getByRole('region', { name: 'About' });
      expect(about).toHaveTextContent(/^AboutA candle-lit neighborhood trattoria/);

      const features = screen.getByRole('region', { name: 'Features' });
      expect(
        within(features)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Outdoor Seating', 'Wine Bar', 'Brunch', 'Private Dining', 'Live Music']);

      const menu = screen.getByRole('region', { name: 'Menu Highlights' });
      expect(within(menu).getAllByRole('listitem')).toHaveLength(5);
      expect(within(menu).getByText('Tagliatelle al ragù')).toBeInTheDocument();

      const amenities = screen.getByRole('region', { name: 'Amenities' });
      expect(
        within(amenities)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Wheelchair accessible',
        'Vegetarian options',
        'Gluten-free pasta',
        "Children's menu",
        'Free Wi-Fi',
      ]);
    });

    it('heads the page with the name and every section with an h2', async () => {
      renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      const main = screen.getByRole('main');
      expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(
        within(main)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual([
        'About',
        'Features',
        'Menu Highlights',
        'Amenities',
        'Dietary options',
        'Accessibility',
        'Policies',
        'Location',
        'Customer Reviews',
        'Contact',
        'Hours',
      ]);
    });

    it('shows the full terms, the dietary options and the accessibility facts the record states', async () => {
      renderRoute('/restaurant/2');
      await findName('Maison Lumière');

      const policies = screen.getByRole('region', { name: 'Policies' });
      expect(within(policies).getByRole('heading', { level: 2, name: 'Policies' })).toBeInTheDocument();
      expect(policies).toHaveTextContent('Free cancellation until 48 hours before your booking.');
      expect(policies).toHaveTextContent('After that, or if you do not come, the fee is $50 per guest.');
      expect(policies).toHaveTextContent('A party of 7 or more leaves a deposit of $40 per guest.');

      const dietary = screen.getByRole('region', { name: 'Dietary options' });
      expect(
        within(dietary)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Vegetarian', 'Vegan', 'Dairy-free']);
      const access = screen.getByRole('region', { name: 'Accessibility' });
      expect(
        within(access)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Large-print menu']);
    });

    it('says cancelling is always free where the terms have no fee', async () => {
      renderRoute('/restaurant/3');
      await findName('Ember & Oak');
      expect(screen.getByRole('region', { name: 'Policies' })).toHaveTextContent(
        'Free cancellation at any time, and no fee if you do not come.',
      );
    });

    it('draws a map in the page, with Get Directions and View on Map opening Google Maps in a new tab', async () => {
      renderRoute('/restaurant/2');
      await findName('Maison Lumière');
      const location = screen.getByRole('region', { name: 'Location' });

      expect(
        within(location).getByRole('img', { name: 'Map showing 1250 Chestnut Avenue, Riverton' }),
      ).toBeInTheDocument();
      const directions = within(location).getByRole('link', { name: 'Get Directions (opens in a new tab)' });
      expect(directions).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=41.8894,-87.6318',
      );
      const map = within(location).getByRole('link', { name: 'View on Map (opens in a new tab)' });
      expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=41.8894,-87.6318');
      for (const link of [directions, map]) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // Nothing is loaded from a map provider.
      expect(location.querySelector('iframe, img')).toBeNull();
    });
  });

  describe('customer reviews', () => {
    it('shows the first four sample reviews with stars, date, comment and a verified badge', async () => {
      renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      const section = screen.getByRole('region', { name: 'Customer Reviews' });

      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Sarah Mitchell',
        'James Okafor',
        'Elena Rossi',
        'David Chen',
      ]);
      expect(within(section).queryByText('Priya Nair')).not.toBeInTheDocument();

      const [first, , third] = items as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
      expect(within(third).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
      expect(within(first).getByText('November 14, 2026')).toHaveAttribute('datetime', '2026-11-14');
      expect(first).toHaveTextContent('We celebrated our anniversary here');
      expect(within(section).getAllByText('Verified')).toHaveLength(4);
    });

    it('links "View all N reviews", with the restaurant\'s count, to its reviews page', async () => {
      const { user, router } = renderRoute('/restaurant/2');
      await findName('Maison Lumière');
      const viewAll = screen.getByRole('link', { name: 'View all 512 reviews' });
      expect(viewAll).toHaveAttribute('href', '/restaurant/2/reviews');

      await user.click(viewAll);
      expect(router.state.location.pathname).toBe('/restaurant/2/reviews');
      expect(await findName('Reviews of Maison Lumière')).toBeInTheDocument();
    });
  });

  describe('sidebar', () => {
    it('books a table at this restaurant', async () => {
      const { user, router } = renderRoute('/restaurant/3');
      await findName('Ember & Oak');
      const book = screen.getByRole('link', { name: 'Book a Table' });
      expect(book).toHaveAttribute('href', '/book/3');

      await user.click(book);
      expect(router.state.location.pathname).toBe('/book/3');
    });

    it('gives the phone number as a tel: link and the address', async () => {
      renderRoute('/restaurant/1');
      await findName('Trattoria Aurora');
      const contact = screen.getByRole('region', { name: 'Contact' });
      expect(within(contact).getByRole('link', { name: '(555) 214-7730' })).toHaveAttribute(
        'href',
        'tel:5552147730',
      );
      expect(within(contact).getByText('418 Mulberry Lane, Riverton')).toBeInTheDocument();
    });

    it('says whom to call for a party larger than a table takes, with the phone as a tel: link', async () => {
      renderRoute('/restaurant/2');
      await findName('Maison Lumière');
      const call = screen.getByText(/^For a party of more than 10, call Maison Lumière at/);
      expect(call).toHaveTextContent('For a party of more than 10, call Maison Lumière at (555) 389-1142.');
      expect(within(call).getByRole('link', { name: '(555) 389-1142' })).toHaveAttribute(
        'href',
        'tel:5553891142',
      );
      // Under the booking box, not in Contact.
      expect(screen.getByRole('region', { name: 'Contact' })).not.toContainElement(call);
      expect(call.parentElement).toContainElement(screen.getByRole('link', { name: 'Book a Table' }));
    });
  });

  describe('hours', () => {
    afterEach(() => jest.useRealTimers());

    const hoursRows = async () => {
      await findName('Trattoria Aurora');
      return within(screen.getByRole('region', { name: 'Hours' })).getAllByRole('listitem');
    };
    const todayRow = (rows: HTMLElement[]) =>
      rows.filter((row) => row.getAttribute('aria-current') === 'date');

    it('lists Monday to Sunday in 12-hour form, with Closed for a closed day', async () => {
      jest.useFakeTimers({ now: new Date(2026, 10, 25, 12) });
      renderRoute('/restaurant/1');
      const rows = await hoursRows();

      expect(rows.map((row) => row.textContent?.replace('Today', ''))).toEqual([
        'MondayClosed',
        'Tuesday5:00 PM - 10:00 PM',
        'Wednesday5:00 PM - 10:00 PM',
        'Thursday5:00 PM - 10:00 PM',
        'Friday5:00 PM - 11:00 PM',
        'Saturday5:00 PM - 11:00 PM',
        'Sunday11:00 AM - 9:00 PM',
      ]);
    });

    // Sunday is last in a Monday-first list but day 0 to dayjs; midnight is where "today" turns.
    it.each([
      { when: 'Sunday noon', now: new Date(2026, 10, 22, 12), day: 'Sunday', hours: '11:00 AM - 9:00 PM' },
      {
        when: 'Sunday 23:59',
        now: new Date(2026, 10, 22, 23, 59),
        day: 'Sunday',
        hours: '11:00 AM - 9:00 PM',
      },
      {
        when: 'Monday 00:01, a closed day',
        now: new Date(2026, 10, 23, 0, 1),
        day: 'Monday',
        hours: 'Closed',
      },
      {
        when: 'Saturday 23:59',
        now: new Date(2026, 10, 28, 23, 59),
        day: 'Saturday',
        hours: '5:00 PM - 11:00 PM',
      },
    ])('on $when highlights $day', async ({ now, day, hours }) => {
      jest.useFakeTimers({ now });
      renderRoute('/restaurant/1');
      const rows = await hoursRows();

      const today = todayRow(rows);
      expect(today).toHaveLength(1);
      expect(today[0]).toHaveTextContent(day);
      expect(today[0]).toHaveTextContent(hours);
      expect(today[0]).toHaveTextContent('Today');
      expect(today[0]).toHaveStyle({ fontWeight: 700 });
      const others = rows.filter((row) => row !== today[0]);
      for (const row of others) {
        expect(row).not.toHaveTextContent('Today');
        expect(row).not.toHaveStyle({ fontWeight: 700 });
      }
    });
  });

  describe('Back', () => {
    it('goes back in history when the visit came from another page of the site', async () => {
      const { user, router } = renderRoute(['/restaurant/3', '/restaurant/1']);
      await findName('Trattoria Aurora');

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(router.state.location.pathname).toBe('/restaurant/3');
      expect(router.state.historyAction).toBe('POP');
    });

    it('goes to the home page when the page was opened directly', async () => {
      const { user, router } = renderRoute('/restaurant/2');
      await findName('Maison Lumière');

      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.historyAction).toBe('PUSH');
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';
import { readOnUntil, spoken, startScreenReader, stopScreenReader } from '@/testing/screenReader';

const renderHome = async () => {
  const rendered = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
  await startScreenReader(screen.getByRole('main'));
  return rendered;
};

const announcements = (phrases: string[]) => phrases.filter((phrase) => phrase.startsWith('polite: '));

describe('HomePage, as a screen reader speaks it', () => {
  afterEach(() => stopScreenReader());

  it('reads the result count, then each card: its name with its terms, rating, terms line and ways to book and to the details', async () => {
    await renderHome();
    expect((await readOnUntil('end of status')).slice(-3)).toEqual([
      'status',
      '3 restaurants found',
      'end of status',
    ]);

    const cards = (await readOnUntil('end of list, Restaurants')).filter((phrase) =>
      /^(article|heading|image, Rated|Free cancellation|Deposit|link, (View Details|Book Now)|end of article)\b/.test(
        phrase,
      ),
    );
    expect(cards).toEqual([
      'article, Trattoria Aurora, Free cancellation until 24 h before',
      'heading, Trattoria Aurora, level 3',
      'image, Rated 4.8 out of 5 from 324 reviews',
      'Free cancellation until 24 h before',
      'link, View Details, Trattoria Aurora',
      'link, Book Now, Trattoria Aurora',
      'end of article, Trattoria Aurora, Free cancellation until 24 h before',
      'article, Ember & Oak, Free cancellation',
      'heading, Ember & Oak, level 3',
      'image, Rated 4.7 out of 5 from 289 reviews',
      'Free cancellation',
      'link, View Details, Ember & Oak',
      'link, Book Now, Ember & Oak',
      'end of article, Ember & Oak, Free cancellation',
      'article, Maison Lumière, Free cancellation until 48 h before · Deposit for 7+',
      'heading, Maison Lumière, level 3',
      'image, Rated 4.6 out of 5 from 512 reviews',
      'Free cancellation until 48 h before',
      'Deposit for 7+',
      'link, View Details, Maison Lumière',
      'link, Book Now, Maison Lumière',
      'end of article, Maison Lumière, Free cancellation until 48 h before · Deposit for 7+',
    ]);
  });

  it('announces the new count as the diner searches and filters', async () => {
    const { user } = await renderHome();
    const search = screen.getByRole('searchbox', { name: 'Search restaurants' });
    await user.type(search, 'wine');
    expect(announcements(await spoken()).at(-1)).toBe('polite: 2 restaurants found for "wine"');

    await user.clear(search);
    expect(announcements(await spoken()).at(-1)).toBe('polite: 3 restaurants found');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Steakhouse' }));
    expect(await spoken()).toEqual(
      expect.arrayContaining([
        // The count beside it is its description.
        'menuitemcheckbox, Steakhouse, 1 restaurant, checked, position 3, set size 6',
        'polite: 1 restaurant found',
      ]),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.type(search, 'wine');
    expect(announcements(await spoken()).at(-1)).toBe('polite: 0 restaurants found for "wine"');
  });
});

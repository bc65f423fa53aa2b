import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('focus across pages', () => {
  it('starts the keyboard at the skip link, which goes past the header to the page', async () => {
    const { user } = renderRoute('/restaurant/1');
    await findHeading('Trattoria Aurora');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('starts on the new page, and reads its title, when the link pressed is gone', async () => {
    const { user } = renderRoute('/restaurant/1');
    await findHeading('Trattoria Aurora');
    await user.click(screen.getByRole('link', { name: 'Book a Table' }));
    await findHeading('Book a Table at Trattoria Aurora');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByText('Book a Table at Trattoria Aurora · Tablo')).toHaveAttribute(
        'aria-live',
        'polite',
      ),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decrease party size' })).toHaveFocus();
  });

  it('lands on the section a link’s #hash names', async () => {
    const { user } = renderRoute('/restaurant/1');
    await findHeading('Trattoria Aurora');
    await user.click(screen.getByRole('link', { name: 'Browse Restaurants' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Featured Restaurants' })).toHaveFocus(),
    );
  });

  it('leaves focus in the header search that took the diner to the home list', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, router } = renderRoute('/no/such/page');
    await findHeading('Oops! Page not found');
    const search = screen.getByRole('searchbox', { name: 'Search restaurants' });
    await user.type(search, 'pasta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await findHeading('Find Your Perfect Dining Experience');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('pasta');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { usePlainLinkClick } from './usePlainLinkClick';

function Links() {
  const handleClick = usePlainLinkClick();
  return (
    <>
      <a href="/book/2?party=4&time=19%3A00#top" onClick={handleClick}>
        7:00 PM
      </a>
      <a href="/book/3" target="_blank" onClick={handleClick}>
        New tab
      </a>
      <a href="https://maps.example/place" onClick={handleClick}>
        Elsewhere
      </a>
    </>
  );
}

const renderLinks = () => {
  const router = createMemoryRouter([
    { path: '/', element: <Links /> },
    { path: '/book/:id', element: <p>Booking</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

/** Clicks `name`'s link and says whether the browser was left to follow it. */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

describe('usePlainLinkClick', () => {
  it('moves within the app on a plain click, with the search and the hash', async () => {
    const router = renderLinks();
    expect(click('7:00 PM')).toBe(false);
    expect(await screen.findByText('Booking')).toBeInTheDocument();
    const { pathname, search, hash } = router.state.location;
    expect({ pathname, search, hash }).toEqual({
      pathname: '/book/2',
      search: '?party=4&time=19%3A00',
      hash: '#top',
    });
  });

  it('leaves the browser a click with a modifier key or another button, a new tab and another site', () => {
    const router = renderLinks();
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click('7:00 PM', init)).toBe(true);
    expect(click('New tab')).toBe(true);
    expect(click('Elsewhere')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useCanGoBack } from './useCanGoBack';

function Page() {
  return (
    <>
      <p>{useCanGoBack() ? 'can go back' : 'first page of the visit'}</p>
      <Link to="/next">Next</Link>
    </>
  );
}

describe('useCanGoBack', () => {
  it('is false on the page the visit opened with, and true once the diner has moved on', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/restaurant/2'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('first page of the visit')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('can go back')).toBeInTheDocument();
  });
});

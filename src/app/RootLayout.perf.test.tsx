/**
 * Budget: a navigation renders the page, not the frame around it (View Details 217 -> 195 ms,
 * 113 ms of renders gone). Guards docs/performance.md, row "Loading bar only after 300 ms,
 * reading the router alone".
 */
import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { renderRoute } from '@/testing/renderWithProviders';
import { RootLayout } from './RootLayout';

const headerRenders = jest.fn();
jest.mock('@/components/Header', () => {
  const actual = jest.requireActual<typeof import('@/components/Header')>('@/components/Header');
  return {
    Header: (props: ComponentProps<typeof actual.Header>) => {
      headerRenders();
      return actual.Header(props);
    },
  };
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Link to="/other">Other page</Link> },
      { path: '/other', element: <h1>The other page</h1> },
    ],
  },
];

describe('the frame of every page', () => {
  it('is not rendered again when the diner goes to another page: only the page is', async () => {
    const { user } = renderRoute('/', { routes });
    await screen.findByRole('link', { name: 'Other page' });
    const before = headerRenders.mock.calls.length;

    await user.click(screen.getByRole('link', { name: 'Other page' }));

    expect(await screen.findByRole('heading', { name: 'The other page' })).toBeInTheDocument();
    expect(headerRenders.mock.calls.length).toBe(before);
  });
});

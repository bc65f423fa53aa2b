import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoute } from '@/testing/renderWithProviders';
import { routes } from './router';

// What fails, set by each test: a page's render, a page's code, or the frame's own Location control.
let mockFailing: 'home page' | 'frame' | null = null;
jest.mock('@/pages/HomePage', () => ({
  ...jest.requireActual<object>('@/pages/HomePage'),
  HomePage: () => {
    if (mockFailing === 'home page') throw new Error('The kitchen is on fire');
    return <h1>Home</h1>;
  },
}));
jest.mock('@/pages/HelpPage', () => {
  throw new TypeError('help.js: not a module this build can read');
});
jest.mock('@/features/discovery/LocationButton', () => ({
  LocationButton: () => {
    if (mockFailing === 'frame') throw new Error('The frame is on fire');
    return null;
  },
}));

beforeEach(() => {
  mockFailing = null;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The site's error page, inside the site's frame, with ways home. */
const expectFramedErrorPage = async (message: string) => {
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Unexpected Application Error!' },
      { timeout: 3000 },
    ),
  ).toBeVisible();
  expect(screen.getByText(message)).toBeInTheDocument();
  const main = screen.getByRole('main');
  expect(within(main).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
};

describe('every route has an error element in the frame', () => {
  it('a page that throws while it renders', async () => {
    mockFailing = 'home page';
    renderRoute('/');
    await expectFramedErrorPage('The kitchen is on fire');
  });

  it('a page whose code fails for another reason than a missing file', async () => {
    renderRoute('/help');
    await expectFramedErrorPage('help.js: not a module this build can read');
  });

  it('the frame itself', async () => {
    mockFailing = 'frame';
    renderRoute('/');
    await expectFramedErrorPage('The frame is on fire');
  });

  it("leaves no route to the router's default: every route is under an error element", () => {
    const unguarded = (branch: RouteObject[], guarded: boolean): string[] =>
      branch.flatMap((route) => {
        const isGuarded = guarded || route.errorElement !== undefined;
        return [
          ...(isGuarded ? [] : [route.path ?? '(pathless)']),
          ...unguarded(route.children ?? [], isGuarded),
        ];
      });
    expect(routes[0]?.errorElement).toBeDefined();
    expect(unguarded(routes, false)).toEqual([]);
  });
});

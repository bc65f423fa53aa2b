import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/routes';
import type { PageHandle } from '@/speed/pageCode';
import { routes } from './router';

describe('the pages each route names next (handle.nextPages)', () => {
  it('names the booking page after a detail page and My Bookings, and nothing after the budgeted home and booking pages', () => {
    const nextPagesOf = (pattern: string): readonly string[] | undefined => {
      const find = (branch: RouteObject[]): RouteObject | undefined =>
        branch.flatMap((route) => (route.path === pattern ? [route] : (find(route.children ?? []) ?? [])))[0];
      return (find(routes)?.handle as PageHandle | undefined)?.nextPages;
    };

    expect(nextPagesOf(paths.restaurant)).toEqual([paths.booking]);
    expect(nextPagesOf(paths.bookings)).toEqual([paths.booking]);
    expect(nextPagesOf(paths.home)).toBeUndefined();
    expect(nextPagesOf(paths.booking)).toBeUndefined();
  });
});

import { Suspense, useRef } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppDispatch } from '@/app/hooks';
import { PageHead } from '@/components/PageHead';
import { PRODUCT_DESCRIPTION } from '@/data/site';
import { allRestaurantsRequested } from '@/features/discovery/discoveryEvents';
import { paths } from '@/lib/routes';
import { HomeHero } from './home/HomeHero';
import { ReadyToDineCta } from './home/ReadyToDineCta';
import { RestaurantListSection } from './home/RestaurantListSection';
import { StatsStrip } from './home/StatsStrip';

/** The home page: hero, numbers, the restaurant list with search, filters and sort, a call to action. */
export function HomePage() {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const dispatch = useAppDispatch();

  // Arriving at /#restaurants is handled by the router's scroll restoration; the buttons scroll here.
  const handleGoToList = () => {
    const heading = listHeading.current;
    if (!heading) return;
    heading.closest('section')?.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth' });
    // Keyboard and screen reader users continue from the list, not from the button they pressed.
    heading.focus({ preventScroll: true });
  };

  // View All sits beside the heading: the list shows everything, and focus goes to its heading,
  // so a screen reader hears where the diner is and the next Tab reaches the cards.
  const handleViewAll = () => {
    dispatch(allRestaurantsRequested());
    listHeading.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHead description={PRODUCT_DESCRIPTION} path={paths.home} />
      {/* Boundaries let React hydrate the prerendered sections one by one, yielding between them,
          rather than in one long task that would hold up the diner's first tap. */}
      <Suspense>
        <HomeHero onExplore={handleGoToList} />
      </Suspense>
      <Suspense>
        <StatsStrip />
      </Suspense>
      <Suspense>
        <RestaurantListSection headingRef={listHeading} onViewAll={handleViewAll} />
      </Suspense>
      <Suspense>
        <ReadyToDineCta onFindTable={handleGoToList} />
      </Suspense>
    </>
  );
}

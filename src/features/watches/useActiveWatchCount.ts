import { useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/lib/useHydrated';
import { selectActiveWatchCount } from './watchPresence';

/** How many watches are active on this device; none before hydration (the page was built without them). */
export const useActiveWatchCount = (): number => {
  const count = useAppSelector(selectActiveWatchCount);
  return useHydrated() ? count : 0;
};

/** `1 active watch`, `2 active watches`. */
export const watchCountText = (count: number): string =>
  `${count} active ${count === 1 ? 'watch' : 'watches'}`;

import { registerEarlyPreload } from '@/speed/earlyInput/earlyPreloads';

/**
 * The code of the home page's two menus, which loads when a diner reaches for one, not with the
 * page. It is registered for early presses here, in a module the entry (src/main.tsx) takes in
 * its first chunk: a Filters press kept before the script ran fetches it as the script starts,
 * not once the page's own code has loaded and React has hydrated.
 */
export const loadFilterMenu = () => import('./FilterMenu');
export const loadFilterChips = () => import('./FilterChips');
export const loadLocationMenu = () => import('./LocationMenu');

/** The attribute that marks the Filters button for an early press: the menu, and the chips its first tick shows. */
export const filterMenuEarlyPreload = registerEarlyPreload('filter-menu', () => {
  void loadFilterMenu();
  void loadFilterChips();
});
/** The attribute that marks the Location button for an early press. */
export const locationMenuEarlyPreload = registerEarlyPreload('location-menu', () => void loadLocationMenu());

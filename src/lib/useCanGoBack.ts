import { useLocation } from 'react-router-dom';

/**
 * Whether Back stays on this site. React Router keys the first location of a visit `default`:
 * a page opened directly (a link, a bookmark, a reload) has no page of ours behind it.
 */
export const useCanGoBack = (): boolean => useLocation().key !== 'default';

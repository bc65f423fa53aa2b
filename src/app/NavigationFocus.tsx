import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { focusFirstHeading, focusMainContent } from '@/lib/focus';

/**
 * After a move to another page by a link, or one that left focus nowhere (the button pressed
 * went with the old page), focus goes to the start of the new page, or to the section its
 * `#hash` names, and the new page's title is read out. Keyboard and screen reader users then
 * carry on from the new page instead of from the old link or the top of the site, knowing
 * where they are. Focus in a field, e.g. the header search that took the diner home, stays.
 */
export function NavigationFocus() {
  const { pathname, hash } = useLocation();
  const shownPathname = useRef(pathname);
  const announcer = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const focused = document.activeElement;
    // A link that stays on screen (header, footer) took the diner here, and is left behind too.
    const isLeftBehind = !focused || focused === document.body || focused.closest('a[href]') !== null;
    if (!isLeftBehind) return;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!focusFirstHeading(section)) focusMainContent({ preventScroll: true });
    // The page's <title> is in place once it has rendered; the live region reads it out.
    if (announcer.current) announcer.current.textContent = document.title;
  }, [pathname, hash]);

  return (
    <VisuallyHidden>
      <span ref={announcer} aria-live="polite" aria-atomic="true" />
    </VisuallyHidden>
  );
}

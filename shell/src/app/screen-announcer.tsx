import { focusScreenHeadingWhenReady, followScreenTitle } from '@area-cliente/shared';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * Root of the route tree: on every screen change `document.title` follows the screen's H1, and after an
 * in-app navigation focus moves to that H1 (a fresh page load leaves focus alone, so the skip link
 * stays the first stop). One mechanism for every remote's screens.
 */
export function ScreenAnnouncer() {
  const { key } = useLocation();
  const firstScreen = useRef(true);

  useEffect(() => {
    const stopTitle = followScreenTitle();
    const stopFocus = firstScreen.current ? () => {} : focusScreenHeadingWhenReady();
    firstScreen.current = false;
    return () => {
      stopTitle();
      stopFocus();
    };
  }, [key]);

  return <Outlet />;
}

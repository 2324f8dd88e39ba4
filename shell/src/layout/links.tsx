import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * The shell's in-app link: an `<a>` whose click the router handles (modifier keys, other targets and
 * middle clicks left to the browser), through the router's own `useLinkClickHandler`, the hook its
 * docs give for custom links. React Router's `Link` also carries framework mode's route prefetching
 * (`prefetch`, `discover`), which a declarative router never uses and which /login downloaded
 * with the shell.
 */
export function AppLink({ to, onClick, ...rest }: Props) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} onClick={click} />;
}

/**
 * An `AppLink` that says `aria-current="page"` while its address, or one below it, is shown: the
 * rule of React Router's `NavLink` (case-insensitive, not `end`), which the menus' styles read.
 */
export function AppNavLink(props: Props) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (current.startsWith(target) && current.charAt(end) === '/');
  return <AppLink {...props} aria-current={active ? 'page' : undefined} />;
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemoteProps } from './remote-props';

/** Where the app is served (SPEC §9); routes passed to `navigate` are relative to it. */
const APP_BASE_PATH = '/area-cliente';

/**
 * Props of AppLink: an anchor's attributes, with `to` (a route inside the app) in place of `href`.
 * @public
 */
export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Route inside the app, e.g. `/polizaAutos/200001`. */
  to: string;
};

/**
 * A link to another screen from inside a remote: a real href (open in a new tab, copy the address)
 * whose plain click goes through the shell's router instead of reloading the page.
 * @public
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={`${APP_BASE_PATH}${to}`} onClick={handleClick} {...rest} />;
}

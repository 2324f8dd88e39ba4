import { useRemoteProps } from '@area-cliente/shared';
import type { ReactNode } from 'react';

/** A real link to another route of the app (opens in a new tab too), navigated in place on a click. */
export function RouteLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const { navigate } = useRemoteProps();
  return (
    <a
      href={`/area-cliente${to}`}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

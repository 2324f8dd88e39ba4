import type { ReactNode } from 'react';
import { AppLink } from '@area-cliente/shared';
import { Card } from './card';

type LinkedCardItemProps = {
  /** The item's own screen, a route inside the app. */
  to: string;
  /** The card's title, the link's text: what the list reads out item by item. */
  title: ReactNode;
  linkClassName: string;
  children: ReactNode;
};

/** A list's item that opens its own screen (a conversation, a complaint): a card titled by the link. */
export function LinkedCardItem({ to, title, linkClassName, children }: LinkedCardItemProps) {
  return (
    <li>
      <Card
        title={
          <AppLink to={to} className={linkClassName}>
            {title}
          </AppLink>
        }
      >
        {children}
      </Card>
    </li>
  );
}

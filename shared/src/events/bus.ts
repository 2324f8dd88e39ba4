/**
 * Payload of an `alert` event; the shell shows it until it is closed or the screen changes, or for
 * `durationMs` when given (SPEC §9's timed alerts, paused while the customer points at or focuses it).
 * @public
 */
export type AlertEvent = {
  message: string;
  kind: 'error' | 'info' | 'success';
  durationMs?: number;
};

/**
 * Payload of a `navigate` event: a route relative to /area-cliente, and whether it replaces the
 * current history entry.
 * @public
 */
type NavigateEvent = { to: string; replace?: boolean };

/**
 * Every event the kernel, the shell and the remotes exchange. `undefined` means no payload.
 * @public
 */
type BusEvents = {
  'session-expired': undefined;
  'go-to-login': undefined;
  'communication-error': undefined;
  alert: AlertEvent;
  navigate: NavigateEvent;
};

/**
 * The name of a bus event: one key of the event map, so `on` and `emit` check their payload.
 * @public
 */
export type BusEventType = keyof BusEvents;
/**
 * A listener of one event type; it receives that event's payload (`undefined` when it has none).
 * @public
 */
type BusHandler<K extends BusEventType> = (payload: BusEvents[K]) => void;
/**
 * The arguments `emit` takes after the type: none for an event without payload, else the payload.
 * @public
 */
type PayloadArgs<K extends BusEventType> = BusEvents[K] extends undefined ? [] : [payload: BusEvents[K]];

/**
 * A typed publish/subscribe channel: `on` returns the function that unsubscribes, `emit` calls every
 * listener of that type (one that throws does not stop the others).
 * @public
 */
export type EventBus = {
  on<K extends BusEventType>(type: K, handler: BusHandler<K>): () => void;
  emit<K extends BusEventType>(type: K, ...args: PayloadArgs<K>): void;
};

/**
 * Creates a bus of its own. The page uses the one `bus`; a fresh one keeps a test or an injected
 * dependency isolated from it.
 * @public
 */
export function createEventBus(): EventBus {
  const handlers = new Map<BusEventType, Set<BusHandler<never>>>();

  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as BusHandler<never>);
      return () => {
        set.delete(handler as BusHandler<never>);
      };
    },
    emit(type, ...args) {
      // Copy first: a handler may unsubscribe itself (or others) while we iterate.
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as (payload: unknown) => void)(args[0]);
        } catch (error) {
          // One broken listener (say, inside a remote) must not silence the others.
          console.error(`[bus] handler for "${type}" failed`, error);
        }
      }
    },
  };
}

/**
 * The one bus of the page: `shared` is a Module Federation singleton, so shell and remotes share it.
 * @public
 */
export const bus: EventBus = createEventBus();

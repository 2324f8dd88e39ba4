import { createStore } from 'jotai';

/**
 * The ONE jotai store of the page. `shared` is a Module Federation singleton, so the shell and every
 * remote root that wraps itself in `<SessionProvider>` read and write the same session.
 * @public
 */
export const sessionStore = createStore();

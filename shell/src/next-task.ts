/**
 * A promise settled in a new task: the browser may paint and answer input before what follows. A
 * timer, not `scheduler.yield()`: Safari and Firefox have no `scheduler`, and one way is one behaviour.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

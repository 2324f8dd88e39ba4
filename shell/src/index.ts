// Async boundary: Module Federation negotiates the shared singletons (React, the kernel...) before any
// module that imports them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('[area-cliente] shell failed to start', error);
});

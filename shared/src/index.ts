// The run-time kernel: what must be ONE instance per page (session and token, event bus, HTTP client,
// remote lifecycle, dialog and focus stack). The shell provides it to every remote as a Module
// Federation singleton, so its surface is versioned (api-report/, CHANGES.md). Contracts, domain rules,
// UI, forms, routes, payment and downloads are the subpaths each build bundles at its own version.
export * from './events';
export * from './http';
export * from './session';
export * from './remote';
export * from './remote/app-link';
export * from './a11y';

export * from './dialog-stack';
export * from './focus';
export * from './screen-heading';

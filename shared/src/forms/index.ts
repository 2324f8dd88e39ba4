export * from './messages';
export * from './documento';
export * from './validators';
export * from './use-form';

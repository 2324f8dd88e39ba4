export * from './messages';
export * from './validators';
export * from './use-form';

export * from './placeholders';
export * from './date';
export * from './amount';
export * from './text';

export * from './envelope';
export * from './auth';
export * from './cliente';
export * from './portfolio';

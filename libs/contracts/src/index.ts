export * from './days';
export * from './hours';
export * from './events';
export * from './auth';
export * from './errors';
export * from './api-error';
export * from './registry';
export * from './site';

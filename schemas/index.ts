export * from './enums';
export * from './constants';
export * from './us-states';
export * from './common';
export * from './users';
export * from './route';
export * from './routes';
export * from './events';

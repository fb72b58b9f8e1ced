export * from './types.js';
export * from './roles.js';
export * from './menu.js';
export * from './routes.js';
export * from './actions.js';
export * from './users.js';
export * from './intelligence.js';
export * from './landing.js';

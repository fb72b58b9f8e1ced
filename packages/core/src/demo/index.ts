export * from './fixtures.js';

export * from './states.js';
export * from './banks.js';
export * from './countries.js';
export * from './lists.js';
export * from './analysisLists.js';
export * from './feedbackLists.js';
export * from './intelligenceLists.js';

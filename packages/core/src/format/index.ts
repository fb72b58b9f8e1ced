export { formatNaira } from './naira.js';
export { formatLongDate, formatLongDateTime, type DateLike } from './date.js';
export { shortId, SHORT_ID_LENGTH } from './ids.js';
export { pageRange } from './pagination.js';

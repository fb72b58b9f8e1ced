/**
 * No answer from an FIU server at the configured address (apiBase): a network failure, or an answer that is not
 * our API's (a wrong api-base). Shown by every element for ApiError status 0, so the API client carries this one
 * text and not a screen's whole set (AUTH_MSG and MSG include it).
 */
export const serverNotReached = (apiBase: string): string =>
  apiBase
    ? `The server could not be reached at ${apiBase}. Check the address and your connection, then try again.`
    : 'The server could not be reached. Check your connection, then try again.';

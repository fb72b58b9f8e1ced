/**
 * The `code` of the server's answer to a path it does not know (`404 {error, code}`), sent before any
 * authentication. The client reads it as "no FIU API at this address" (a wrong api-base, e.g. one ending in
 * /api), not as "record not found". Shared by the reference server and the client.
 */
export const UNKNOWN_API_PATH = 'unknown_api_path';

/**
 * Largest files a record accepts, in bytes: the reference server's limits (its app.ts), so that a form refuses
 * a file when it is chosen rather than when Save is answered 413. (Its own module: no schema code comes with it.)
 */
export const FILE_LIMITS = { attachment: 10 * 1024 * 1024, photo: 5 * 1024 * 1024 } as const;

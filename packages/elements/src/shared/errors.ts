import { ApiError } from '@fiu/core/api/http';

/** HTTP status of a failed call; 0 for a network failure or anything that is not an ApiError. */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/** The server's error text (ApiError.message), or a plain fallback for anything unexpected. */
export function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Per-field messages the server sent with a 400 (`{errors: {field: [..]}}`). */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> =>
  error instanceof ApiError ? error.fieldErrors : {};

/** The first message of a field, for the error line under it. */
export const first = (errors: Record<string, readonly string[] | undefined>, key: string): string | undefined =>
  errors[key]?.[0];

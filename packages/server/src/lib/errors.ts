import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** A refusal with a readable text (and field errors for validation): answered as `{error, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** One readable line from field errors, e.g. `email: Enter a valid email address`. */
export function summarise(errors: FieldErrors): string {
  const parts = Object.entries(errors).map(([path, msgs]) => (path === '_' || path === '' ? msgs[0] : `${path}: ${msgs[0]}`));
  return parts.slice(0, 3).join('; ') + (parts.length > 3 ? ` (and ${parts.length - 3} more)` : '') || 'Invalid request';
}

export const badRequest = (errors: FieldErrors): ApiError => new ApiError(400, summarise(errors), errors);

/** Messages (core-records §2.11, §7). */
import { request, type ListQuery, type ListResponse } from './http.js';
import type { Message } from './types.js';

/** GET /api/messages: {subject, content, sent}. */
export function list(query: ListQuery = {}): Promise<ListResponse<Message>> {
  return request('/messages', { query: { ...query } });
}

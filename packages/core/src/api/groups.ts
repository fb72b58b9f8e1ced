/** Groups (core-records §2.10, §7). */
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import type { Group } from './types.js';

/** GET /api/groups. */
export function list(query: ListQuery = {}): Promise<ListResponse<Group>> {
  return request('/groups', { query: { ...query } });
}

/** POST /api/groups {name}. */
export function create(group: { name: string }): Promise<Group> {
  return request('/groups', { method: 'POST', body: { name: group.name } });
}

/** PUT /api/groups/{_id} {name}. */
export function update(id: string, group: { name: string }): Promise<Group> {
  return request(`/groups/${seg(id)}`, { method: 'PUT', body: { name: group.name } });
}

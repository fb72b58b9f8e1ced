import { Hono } from 'hono';
import { canChangeGroups, canSeeGroups, groupSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { insertGroup, listGroups, renameGroup, toGroup } from '../lib/groups.js';
import { paging } from '../lib/params.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

export const GROUPS_MSG = {
  mayNotSee: 'Your role does not allow seeing groups',
  mayNotChange: 'Your role does not allow changing groups',
  notFound: 'Group not found',
  taken: 'A group with this name already exists',
} as const;

/** Groups (core-records §2.10, §3.10, §7): the central unit's; changing them needs can.change.users. */
export function groupRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unit = { unitCode: d.unitCode };
  const refuse = async (c: AppContext, message: string, action: string): Promise<never> => {
    await d.audit(c, { action: 'authz.refused', outcome: 'refused', detail: { resource: 'group', action } });
    throw new ApiError(403, message);
  };

  app.get('/groups', async (c) => {
    if (!canSeeGroups(c.get('user'), unit)) await refuse(c, GROUPS_MSG.mayNotSee, 'list');
    const { rows, count } = await listGroups(d.db, paging((n) => c.req.query(n), 1000));
    return c.json({ results: rows.map(toGroup), count });
  });

  app.post('/groups', async (c) => {
    const me = c.get('user')!;
    if (!canChangeGroups(me, unit)) await refuse(c, GROUPS_MSG.mayNotChange, 'create');
    const body = await readBody(c, groupSchema);
    const group = await insertGroup(d.db, body.name.trim(), me.id, d.clock());
    if (!group) throw new ApiError(409, GROUPS_MSG.taken, { name: [GROUPS_MSG.taken] });
    await d.audit(c, { action: 'group.create', outcome: 'ok', target: group.id });
    return c.json(toGroup(group), 201);
  });

  app.put('/groups/:id', async (c) => {
    const me = c.get('user')!;
    if (!canChangeGroups(me, unit)) await refuse(c, GROUPS_MSG.mayNotChange, 'rename');
    const id = c.req.param('id');
    const body = await readBody(c, groupSchema);
    const result = isUuid(id) ? await renameGroup(d.db, id, body.name.trim(), me.id, d.clock()) : 'missing';
    if (result === 'missing') throw new ApiError(404, GROUPS_MSG.notFound);
    if (result === 'taken') throw new ApiError(409, GROUPS_MSG.taken, { name: [GROUPS_MSG.taken] });
    await d.audit(c, { action: 'group.rename', outcome: 'ok', target: result.id });
    return c.json(toGroup(result));
  });

  return app;
}

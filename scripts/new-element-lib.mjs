// The pieces of `npm run new:element` (scripts/new-element.mjs) as pure functions, so a test can run them.

export const TAG = /^fiu-[a-z]+(-[a-z]+)*$/;

export const folderOf = (tag) => tag.replace(/^fiu-/, '');
export const camelOf = (folder) => folder.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
export const pascalOf = (folder) => camelOf(folder).replace(/^./, (c) => c.toUpperCase());
/** `example-screen` → `Example screen`. */
export const titleOf = (folder) => folder.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The files of a new screen folder, in the sign-in screens' shape: component, descriptor, styles, test. */
export function screenFiles(tag, title = titleOf(folderOf(tag))) {
  const folder = folderOf(tag);
  const camel = camelOf(folder);
  const pascal = pascalOf(folder);
  const t = JSON.stringify(title).slice(1, -1).replace(/'/g, "\\'");
  return {
    [`${folder}/descriptor.ts`]: `import type { ElementDescriptor, ElementDocs } from '../define/types';

/** ${title}: what the screen is for, and the spec section it implements. */
export const ${camel}Descriptor = {
  tag: '${tag}',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const ${camel}Docs = {
  summary: '${t}.',
  parts: ['card', 'title', 'form', 'actions', 'alert', 'notice'],
  eventDetails: { 'fiu-navigate': '{ path: string; state?: unknown }' },
  docs: { 'fiu-navigate': 'Where the screen sends the page next.' },
} as const satisfies ElementDocs;
`,
    [`${folder}/${folder}.css.ts`]: `/** ${tag}'s own rules (the shared card layout comes from shared/auth.css). */
export const ${camel}Css = '';
`,
    [`${folder}/${pascal}.tsx`]: `/**
 * ${tag}: ${title}. Made by \`npm run new:element\`: one field on the shared submit block (checks, locked
 * while sending, the server's text on failure). Replace the field and the send with the screen's own.
 */
import { useState, type ReactElement } from 'react';
import { Banner } from '@fiu/ui/Banner';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { authCss } from '../shared/auth.css';
import { problems, required } from '../shared/checks';
import { first } from '../shared/errors';
import { useSubmit } from '../shared/useSubmit';
import { ${camel}Css } from './${folder}.css';

export const css = authCss + ${camel}Css;

export default function ${pascal}(_props: ElementProps): ReactElement {
  const form = useSubmit();
  const [name, setName] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  async function submit(): Promise<void> {
    const value = name.trim();
    // The screen's API call goes here (through ../shared/api).
    const done = await form.send(problems({ name: required(value) }), async () => value);
    if (done.ok) setSent(done.value);
  }

  return (
    <AuthScreen title="${t}">
      {sent ? (
        <div role="status" className="fiu-auth__notice" part="notice">
          <Banner variant="success">Sent: {sent}</Banner>
        </div>
      ) : null}
      <AuthForm form={form} run={submit} label="Send">
        <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={first(form.errors, 'name')} required />
      </AuthForm>
    </AuthScreen>
  );
}
`,
    [`${folder}/${pascal}.test.tsx`]: `// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { ${camel}Descriptor } from './descriptor';

const load = () => import('./${pascal}');

beforeEach(() => {
  document.body.replaceChildren();
});

describe('${tag}', () => {
  it('shows its title and asks for the name', async () => {
    const { root } = await mountElement(${camel}Descriptor, load);
    expect(root.querySelector('h1')?.textContent).toBe('${t}');
    button(root, 'Send').click();
    await waitFor(() => expect(fieldError(root, 'Name')).not.toBe(''));
  });

  it('sends the name', async () => {
    const { root } = await mountElement(${camel}Descriptor, load);
    type(field(root, 'Name'), '  Ada ');
    button(root, 'Send').click();
    await waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toContain('Sent: Ada'));
  });
});
`,
  };
}

/**
 * standalone/src/routes.ts with `tag` on the route `path`, which must be a route of the spec still without an
 * element (a placeholder). Returns the new text, or null when there is no such route.
 */
export function withRouteElement(routesTs, path, tag) {
  const line = new RegExp(`^(\\s*(?:pub|prot)\\('${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}', '(?:[^'\\\\]|\\\\.)*')\\),$`, 'm');
  if (!line.test(routesTs)) return null;
  return routesTs.replace(line, `$1, '${tag}'),`);
}

/** routes.ts without `tag` on its route (the scaffold's removal). */
export function withoutRouteElement(routesTs, tag) {
  return routesTs.replace(new RegExp(`, '${tag}'\\),$`, 'm'), '),');
}

/**
 * The custom-elements manifest (schema 2.x) and the TypeScript typings, generated from the descriptors.
 * packages/elements/scripts/gen-manifest.ts writes them (`npm run gen:registry`); manifest.test.ts fails when the
 * committed files are out of date.
 */
import { COMMON_ATTRIBUTES, allAttributes, camelCase, type AttributeType, type ElementDescriptor, type ElementDocs } from '../define/types';

type Documented = ElementDescriptor & ElementDocs;

/** Events every element may dispatch (the runtime's session events), with their detail types. */
export const COMMON_EVENTS: Readonly<Record<string, { detail: string; doc: string }>> = {
  'fiu-signed-in': {
    detail: "{ user: Omit<import('@fiu/core').SignedInUser, 'token' | 'session'>; restored: boolean }",
    doc: 'The shared session became signed in (no token in the detail). Dispatched once per page, from the element that signed in or the first mounted one.',
  },
  'fiu-signed-out': { detail: 'undefined', doc: 'The shared session ended (logout). Dispatched once per page.' },
  'fiu-session-expired': {
    detail: 'undefined',
    doc: 'The shared session ended after an hour without activity, or the server refused the token. Dispatched once per page.',
  },
};

const COMMON_DOCS: Readonly<Record<string, string>> = {
  'api-base': "Server root of the API (page-wide; the script-tag build defaults to the script's own origin). Never a token.",
  mode: "'standalone' or 'investigate' (page-wide). Investigate mode writes nothing to storage and has no inactivity logout.",
};

const TS_OF: Record<AttributeType, string> = { string: 'string', number: 'number', boolean: 'boolean' };

export const className = (tag: string): string =>
  tag
    .split('-')
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('') + 'Element';

const docOf = (d: Documented, name: string): string | undefined => d.docs?.[name] ?? COMMON_DOCS[name];

function eventsOf(d: Documented): Array<{ name: string; detail: string; doc?: string }> {
  const own = d.events.map((name) => ({
    name,
    detail: d.eventDetails?.[name] ?? COMMON_EVENTS[name]?.detail ?? 'unknown',
    doc: d.docs?.[name] ?? COMMON_EVENTS[name]?.doc,
  }));
  const common = Object.entries(COMMON_EVENTS)
    .filter(([name]) => !d.events.includes(name as never))
    .map(([name, e]) => ({ name, detail: e.detail, doc: e.doc }));
  return [...own, ...common];
}

const withDoc = <T extends object>(o: T, doc: string | undefined): T & { description?: string } => (doc ? { ...o, description: doc } : o);

/** CSS custom properties a host can set to theme the elements (from ui's tokens). */
export function tokenNames(tokensCss: string): string[] {
  return [...new Set([...tokensCss.matchAll(/(--fiu-[a-z0-9-]+)\s*:/g)].map((m) => m[1]!))];
}

export function buildManifest(descriptors: readonly Documented[], tokens: readonly string[]): unknown {
  return {
    schemaVersion: '2.1.0',
    modules: descriptors.map((d) => {
      const folder = d.tag.replace(/^fiu-/, '');
      const name = className(d.tag);
      const attributes = allAttributes(d);
      return {
        kind: 'javascript-module',
        path: `src/${folder}/descriptor.ts`,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: d.tag,
            customElement: true,
            summary: d.summary,
            superclass: { name: 'HTMLElement' },
            attributes: Object.entries(attributes).map(([attr, type]) =>
              withDoc({ name: attr, type: { text: TS_OF[type] }, fieldName: camelCase(attr), ...(type === 'boolean' ? { default: 'false' } : {}) }, docOf(d, attr)),
            ),
            members: [
              ...Object.entries(attributes).map(([attr, type]) =>
                withDoc(
                  { kind: 'field', name: camelCase(attr), type: { text: type === 'boolean' ? 'boolean' : `${TS_OF[type]} | undefined` }, attribute: attr },
                  docOf(d, attr),
                ),
              ),
              ...d.properties.map((prop) =>
                withDoc({ kind: 'field', name: prop, type: { text: `${d.propertyTypes?.[prop] ?? 'unknown'} | undefined` } }, docOf(d, prop)),
              ),
            ],
            events: eventsOf(d).map((e) => withDoc({ name: e.name, type: { text: `CustomEvent<${e.detail}>` } }, e.doc)),
            cssParts: (d.parts ?? []).map((part) => withDoc({ name: part }, docOf(d, part))),
            cssProperties: tokens.map((t) => ({ name: t })),
          },
        ],
        exports: [
          { kind: 'js', name, declaration: { name, module: `src/${folder}/descriptor.ts` } },
          { kind: 'custom-element-definition', name: d.tag, declaration: { name, module: `src/${folder}/descriptor.ts` } },
        ],
      };
    }),
  };
}

/** Rewrite `import('@fiu/core').X` type texts to the names imported at the top of the .d.ts. */
function localType(text: string, used: Set<string>): string {
  return text.replace(/import\('@fiu\/core'\)\.([A-Za-z0-9_]+)/g, (_, n: string) => {
    used.add(n);
    return n;
  });
}

const quote = (s: string): string => `'${s}'`;

export function buildTypings(descriptors: readonly Documented[]): string {
  const used = new Set<string>();
  const blocks: string[] = [];
  const tagMap: string[] = [];
  const jsx: string[] = [];
  for (const d of descriptors) {
    const name = className(d.tag);
    const attributes = allAttributes(d);
    const events = eventsOf(d);
    const fields = [
      ...Object.entries(attributes).map(([attr, type]) => {
        const doc = docOf(d, attr);
        return `${doc ? `  /** ${doc} */\n` : ''}  ${camelCase(attr)}: ${type === 'boolean' ? 'boolean' : `${TS_OF[type]} | undefined`};`;
      }),
      ...d.properties.map((prop) => {
        const doc = docOf(d, prop);
        return `${doc ? `  /** ${doc} */\n` : ''}  ${prop}: ${localType(d.propertyTypes?.[prop] ?? 'unknown', used)} | undefined;`;
      }),
    ];
    blocks.push(
      [
        `/** <${d.tag}>: ${d.summary} */`,
        `export interface ${name}EventMap {`,
        ...events.map((e) => `  ${quote(e.name)}: CustomEvent<${localType(e.detail, used)}>;`),
        '}',
        '',
        `export interface ${name} extends HTMLElement {`,
        ...fields,
        `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, ev: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
        `  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
        '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
        `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, ev: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
        `  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, ev: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
        '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
        '}',
      ].join('\n'),
    );
    tagMap.push(`    ${quote(d.tag)}: ${name};`);
    const jsxProps = [
      ...Object.entries(attributes).map(([attr, type]) => `${quote(attr)}?: ${type === 'boolean' ? 'boolean' : TS_OF[type]}`),
      ...d.properties.map((prop) => `${prop}?: ${name}[${quote(prop)}]`),
    ];
    jsx.push(`      ${quote(d.tag)}: FiuJsx<${name}, { ${jsxProps.join('; ')}${jsxProps.length ? ';' : ''} }>;`);
  }
  const imports = used.size ? `import type { ${[...used].sort().join(', ')} } from '@fiu/core';\n` : '';
  return [
    '// Generated by packages/elements/scripts/gen-manifest.ts from the element descriptors. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    imports.trimEnd(),
    '',
    ...blocks.flatMap((b) => [b, '']),
    '/** JSX props of an element: the usual HTML attributes, its own attributes (kebab-case) and rich properties. */',
    'type FiuJsx<E extends HTMLElement, P> = DetailedHTMLProps<HTMLAttributes<E>, E> & P & { class?: string };',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...tagMap,
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...jsx,
    '    }',
    '  }',
    '}',
    '',
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
}

export { COMMON_ATTRIBUTES };

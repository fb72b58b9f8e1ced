import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH, TYPINGS_PATH, manifestText, typingsText } from '../../scripts/gen-manifest';
import { descriptors } from '../descriptors';

const regenerate = 'run `npx tsx packages/elements/scripts/gen-manifest.ts`';

describe('generated manifest and typings', () => {
  it(`custom-elements.json is up to date with the descriptors (${regenerate})`, () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifestText());
  });

  it(`src/types/elements.d.ts is up to date with the descriptors (${regenerate})`, () => {
    expect(readFileSync(TYPINGS_PATH, 'utf8')).toBe(typingsText());
  });

  it('lists every tag with its attributes, events and parts', () => {
    const manifest = JSON.parse(manifestText()) as {
      schemaVersion: string;
      modules: { declarations: { tagName: string; attributes: { name: string }[]; events: { name: string }[]; cssParts: { name: string }[] }[] }[];
    };
    expect(manifest.schemaVersion).toMatch(/^2\./);
    const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);
    expect(tags).toEqual(descriptors.map((d) => d.tag));
    const login = manifest.modules.find((m) => m.declarations[0]!.tagName === 'fiu-login')!.declarations[0]!;
    expect(login.attributes.map((a) => a.name)).toEqual(['api-base', 'mode']);
    expect(login.events.map((e) => e.name)).toEqual(['fiu-navigate', 'fiu-signed-in', 'fiu-signed-out', 'fiu-session-expired']);
    expect(login.cssParts.map((p) => p.name)).toContain('form');
    const typings = typingsText();
    expect(typings).toContain("'fiu-authorize': FiuAuthorizeElement;");
    expect(typings).toContain('presetOrganisation: Organisation | undefined;');
    expect(typings).not.toMatch(/token\??:/); // no token attribute or property anywhere
  });

  it('every descriptor follows the naming rules', () => {
    for (const d of descriptors) {
      expect(d.tag).toMatch(/^fiu-[a-z]+(-[a-z]+)*$/);
      for (const e of d.events) expect(e).toMatch(/^fiu-[a-z]+(-[a-z]+)*$/);
      for (const a of Object.keys(d.attributes)) expect(a).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const t of Object.values(d.attributes)) expect(['string', 'number', 'boolean']).toContain(t);
    }
  });
});

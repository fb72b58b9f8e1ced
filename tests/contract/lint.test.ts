// The lint step of `npm test` (eslint.config.js, rule fiu/boundaries in scripts/eslint/boundaries.js) on fixtures:
// source text linted as if it stood at a path of the repository, so each house rule is seen to fail and to pass.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The fiu/boundaries messages for `code` placed at `path`. */
async function boundaries(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId === 'fiu/boundaries' || m.fatal).map((m) => m.message);
}

describe('lint: the house rules', () => {
  it('a screen importing another screen fails; shared, core and ui pass', async () => {
    const bad = await boundaries('packages/elements/src/login/Fixture.tsx', "import { registerCss } from '../register/register.css';\nexport const x = registerCss;\n");
    expect(bad).toEqual([expect.stringContaining("the screen 'login' imports the screen 'register'")]);
    const ok = await boundaries(
      'packages/elements/src/login/Fixture.tsx',
      "import { api } from '../shared/api';\nimport { Button } from '@fiu/ui/Button';\nimport { AUTH_MSG } from '@fiu/core/authMessages';\nimport { loginCss } from './login.css';\nexport const x = [api, Button, AUTH_MSG, loginCss];\n",
    );
    expect(ok).toEqual([]);
    // By the package alias and by a dynamic import too.
    expect(await boundaries('packages/elements/src/register/Fixture.tsx', "export const x = () => import('@fiu/elements/login/Login');\n")).toHaveLength(1);
  });

  it('elements and ui importing the server source fails; a test may use @fiu/server/testing', async () => {
    expect(await boundaries('packages/ui/src/Fixture.tsx', "import { createApp } from '../../server/src/app';\nexport const x = createApp;\n")).toHaveLength(1);
    expect(await boundaries('packages/elements/src/shared/Fixture.ts', "import { createApp } from '@fiu/server';\nexport const x = createApp;\n")).toHaveLength(1);
    expect(await boundaries('packages/elements/src/test/fixture.ts', "import { startTestServer } from '@fiu/server/testing';\nexport const x = startTestServer;\n")).toEqual([]);
  });

  it('a production module importing a test library or a test helper fails; test code may', async () => {
    expect(await boundaries('packages/core/src/Fixture.ts', "import { vi } from 'vitest';\nexport const x = vi;\n")).toHaveLength(1);
    expect(await boundaries('standalone/src/Fixture.ts', "import { startServer } from '../../packages/elements/src/test/server';\nexport const x = startServer;\n")).toHaveLength(1);
    expect(await boundaries('packages/core/src/Fixture.test.ts', "import { vi } from 'vitest';\nexport const x = vi;\n")).toEqual([]);
  });

  it('core importing React, the DOM library or ui fails', async () => {
    expect(await boundaries('packages/core/src/Fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toHaveLength(1);
    expect(await boundaries('packages/core/src/Fixture.ts', "import { Window } from 'happy-dom';\nexport const x = Window;\n")).toContainEqual(
      expect.stringContaining('core imports no React'),
    );
    expect(await boundaries('packages/core/src/Fixture.ts', "import { Button } from '../../ui/src/Button';\nexport const x = Button;\n")).toHaveLength(1);
  });

  it("ui's map and grid entries are imported through their index outside ui; ui's own files may reach inside", async () => {
    expect(await boundaries('packages/elements/src/shared/Fixture.ts', "import { DataTable } from '@fiu/ui/grid/DataTable';\nexport const x = DataTable;\n")).toEqual([
      expect.stringContaining("import '@fiu/ui/grid'"),
    ]);
    expect(await boundaries('packages/elements/src/shared/Fixture.ts', "import { DataTable } from '@fiu/ui/grid';\nexport const x = DataTable;\n")).toEqual([]);
    expect(await boundaries('packages/ui/src/Fixture.ts', "import { DataTable } from './grid/DataTable';\nexport const x = DataTable;\n")).toEqual([]);
  });

  it('the command fails on a deliberate screen-to-screen import', () => {
    const run = spawnSync(process.execPath, [resolve(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', 'packages/elements/src/login/Fixture.tsx'], {
      cwd: ROOT,
      input: "import { registerCss } from '../register/register.css';\nexport const x = registerCss;\n",
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('fiu/boundaries');
  }, 90_000);
});

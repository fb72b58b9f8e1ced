import { defineConfig, type Options } from 'tsup';
import { serverBuild } from './packages/server/tsup.server';
import { scriptTagBuild } from './packages/elements/tsup.script';
import { standaloneBuild } from './standalone/tsup.app';

// One build for the whole house. Each area owns its own options file.
const builds: Options[] = [serverBuild, scriptTagBuild, standaloneBuild];
export default defineConfig(builds);

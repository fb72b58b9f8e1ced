// The loader and light screens must never bundle leaflet (ARCHITECTURE.md: heavy libraries only with the
// screens that use them). Bundles each entry with esbuild and looks at what went in.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@floating-ui/react-dom'];

async function bundle(path: string) {
  const result = await build({
    entryPoints: [entry(path)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/tmp/fiu-ui-entries',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    external,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const main = outputs.find(([, o]) => o.entryPoint)!;
  return { entryInputs: Object.keys(main[1].inputs), allInputs: outputs.flatMap(([, o]) => Object.keys(o.inputs)) };
}

describe('entries', () => {
  it("'@fiu/ui' (src/index.ts) has no leaflet, no map and no boundary data in it at all", async () => {
    const { allInputs } = await bundle('./index.ts');
    expect(allInputs.filter((p) => /leaflet|[\\/]map[\\/]|basemap|world-atlas|topojson/.test(p))).toEqual([]);
  });

  it("'@fiu/ui/map' loads leaflet and the boundary data as chunks of their own, on first use", async () => {
    const { entryInputs, allInputs } = await bundle('./map/index.ts');
    expect(entryInputs.some((p) => p.includes('MapView.tsx'))).toBe(true);
    expect(entryInputs.filter((p) => /node_modules[\\/]leaflet|basemap\.geo\.json/.test(p))).toEqual([]);
    expect(allInputs.some((p) => /node_modules[\\/]leaflet[\\/]/.test(p))).toBe(true);
    expect(allInputs.some((p) => p.endsWith('basemap.geo.json'))).toBe(true);
  });

  it("'@fiu/ui/map' resolves in vitest, TypeScript and esbuild (package exports), and imports without a DOM", async () => {
    // This file runs in node: importing the map entry must not touch window (leaflet would).
    const map = await import('@fiu/ui/map');
    expect(typeof map.MapView).toBe('function');
    expect(map.DEFAULT_MAP_CENTER).toEqual([9.0765, 7.3986]);
    const result = await build({
      stdin: { contents: "export { MapView } from '@fiu/ui/map';", resolveDir: entry('../../..'), loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      external,
      splitting: true,
      outdir: '/tmp/fiu-ui-entries',
    });
    expect(Object.keys(result.metafile.inputs).some((p) => p.endsWith('packages/ui/src/map/MapView.tsx'))).toBe(true);
  });

  it("'@fiu/ui' has no cytoscape; '@fiu/ui/graph' loads it as a chunk of its own, on first use", async () => {
    const ui = await bundle('./index.ts');
    expect(ui.allInputs.filter((p) => /cytoscape|[\\/]graph[\\/]/.test(p))).toEqual([]);
    const graph = await bundle('./graph/index.ts');
    expect(graph.entryInputs.some((p) => p.includes('NetworkGraph.tsx'))).toBe(true);
    expect(graph.entryInputs.filter((p) => /node_modules[\\/]cytoscape/.test(p))).toEqual([]);
    expect(graph.allInputs.some((p) => /node_modules[\\/]cytoscape[\\/]/.test(p))).toBe(true);
  });
});

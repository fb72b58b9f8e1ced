// uPlot loads only with a drawn chart: '@fiu/ui' never reaches it, and '@fiu/ui/chart' imports it with import()
// (a chunk of its own), so a screen that imports the entry but never opens its chart tab does not fetch it.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const entry = (p: string) => fileURLToPath(new URL(p, import.meta.url));

async function bundle(path: string) {
  const result = await build({
    entryPoints: [entry(path)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/tmp/fiu-ui-chart-entry',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@floating-ui/react-dom'],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const main = outputs.find(([, o]) => o.entryPoint)!;
  return { entryInputs: Object.keys(main[1].inputs), allInputs: outputs.flatMap(([, o]) => Object.keys(o.inputs)) };
}

describe('@fiu/ui/chart', () => {
  it("'@fiu/ui' has no uPlot and no chart in it", async () => {
    const { allInputs } = await bundle('../index.ts');
    expect(allInputs.filter((p) => /uplot|[\\/]chart[\\/]/i.test(p))).toEqual([]);
  });

  it('the chart entry fetches uPlot as a chunk of its own', async () => {
    const { entryInputs, allInputs } = await bundle('./index.ts');
    expect(entryInputs.some((p) => p.endsWith('BarChart.tsx'))).toBe(true);
    expect(entryInputs.filter((p) => /node_modules[\\/]uplot/.test(p))).toEqual([]);
    expect(allInputs.some((p) => /node_modules[\\/]uplot[\\/]/.test(p))).toBe(true);
  });

  it("the bar charts' entry leaves out the time chart and the pivot (the Dash board loads with the workspace's shell)", async () => {
    const { allInputs } = await bundle('./index.ts');
    expect(allInputs.filter((p) => /TimeChart\.tsx|[\\/]pivot[\\/]/.test(p))).toEqual([]);
    const time = await bundle('../timechart/index.ts');
    expect(time.entryInputs.some((p) => p.endsWith('TimeChart.tsx'))).toBe(true);
    expect(time.entryInputs.filter((p) => /node_modules[\\/]uplot/.test(p))).toEqual([]);
  });
});

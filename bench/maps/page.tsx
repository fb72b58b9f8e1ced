/**
 * The bench page: one MapView with clusters, as the Call Details map draws them, and the points it is given from
 * the runner (window.fiuBench.show). Bundled by maps-bench.ts with esbuild; leaflet and supercluster stay
 * dynamic imports, as in the product.
 */
import { createRoot } from 'react-dom/client';
import { MapView, type MapClusters } from '@fiu/ui/map';
import { tokensCss } from '@fiu/ui/tokens.css';

declare global {
  interface Window {
    fiuBench: { show(kind: 'sites' | 'scattered', n: number): number };
  }
}

/** Deterministic points over Nigeria: 'sites' puts them on 1,500 cell sites (as call records are), 'scattered' anywhere. */
function points(kind: 'sites' | 'scattered', n: number): { lat: number; lng: number }[] {
  let s = 12345;
  const r = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  const at = () => ({ lat: 4.5 + r() * 9, lng: 3 + r() * 11 });
  if (kind === 'scattered') return Array.from({ length: n }, at);
  const sites = Array.from({ length: 1500 }, at);
  // Busy sites are busier: a skewed pick.
  return Array.from({ length: n }, () => sites[Math.floor(r() ** 2 * sites.length)]!);
}

const style = document.createElement('style');
style.textContent = tokensCss.replace(/:host\b/g, ':root');
document.head.append(style);
const mount = document.getElementById('map')!;
const root = createRoot(mount);

window.fiuBench = {
  show(kind, n) {
    const pts = points(kind, n);
    const clusters: MapClusters = {
      points: pts,
      describe: (i) => ({ title: `Call ${i}`, rows: [['Site', `${pts[i]!.lat.toFixed(3)}, ${pts[i]!.lng.toFixed(3)}`]] }),
      noun: { one: 'call', other: 'calls' },
    };
    performance.mark('fiu-points-given');
    root.render(<MapView clusters={clusters} height={640} aria-label="Bench map" />);
    return pts.length;
  },
};

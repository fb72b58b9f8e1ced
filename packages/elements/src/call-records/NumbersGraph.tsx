/**
 * The call-records page's Network graph (analysis-tools §2 "Call-records listing", §9): the link graph around the
 * numbers (GET /api/cdr/graph: node types Suspect, Account, Phone, Cellebrite, CRIMS, GOAML, Statement; edge types
 * owns_phone, owns_account, calls, transaction) in a force layout, zoom 0.3 to 4, opening at 1.2, 800 px tall.
 * Tapping a node centres it and shows its data beside the graph. The canvas says nothing to a screen reader, so
 * the nodes are also a list of buttons beside it: choosing one does what a tap does. cytoscape loads when the
 * graph is first drawn (@fiu/ui/graph).
 */
import { useMemo, useState, type ReactElement } from 'react';
import { numbersGraph } from '@fiu/core/api/cdrNumbers';
import type { GraphElements } from '@fiu/core/schemas/analysis';
import { GRAPH_ZOOM, NetworkGraph, graphCss, type GraphTypeStyle } from '@fiu/ui/graph';
import { TabFailed, TabLoading } from '../shared/analysis/TabState';
import { useTabData } from '../shared/analysis/useTabData';
import { PartStyles } from '../shared/forms/PartStyles';
import type { NumbersTabProps } from './numbersTab';

/** §9: "canvas 800 px high". */
const GRAPH_HEIGHT = 800;

export const NODE_STYLES: Record<string, GraphTypeStyle> = {
  Suspect: { color: '#da1e28', shape: 'star' },
  Account: { color: '#198038', shape: 'round-rectangle' },
  Phone: { color: '#0f62fe', shape: 'ellipse' },
  Cellebrite: { color: '#8a3ffc', shape: 'diamond' },
  CRIMS: { color: '#a2191f', shape: 'hexagon' },
  GOAML: { color: '#b28600', shape: 'tag' },
  Statement: { color: '#6f6f6f', shape: 'barrel' },
};
const EDGE_STYLES: Record<string, GraphTypeStyle> = {
  owns_phone: { color: '#da1e28' },
  owns_account: { color: '#198038' },
  calls: { color: '#0f62fe' },
  transaction: { color: '#b28600' },
};

type Node = GraphElements['nodes'][number]['data'];
type Edge = GraphElements['edges'][number]['data'];

/** A node's own data, as the side panel lists it (its id and type are said elsewhere). */
export function nodeFacts(n: Node): [string, string][] {
  return Object.entries(n)
    .filter(([k, v]) => !['id', 'type', 'label'].includes(k) && v !== null && v !== undefined && v !== '')
    .map(([k, v]) => [k, String(v)]);
}

/** The node's links, each with the node at its other end. */
export function linksOf(id: string, edges: readonly Edge[], label: (id: string) => string): { id: string; type: string; text: string; other: string }[] {
  return edges
    .filter((e) => e.source === id || e.target === id)
    .map((e) => {
      const other = e.source === id ? e.target : e.source;
      return { id: e.id ?? `${e.source}-${e.target}`, type: e.type, text: e.label ?? e.type, other: label(other) };
    });
}

export default function NumbersGraph({ numbers, direction }: NumbersTabProps): ReactElement {
  const q = { numbers, direction };
  const data = useTabData((signal) => numbersGraph(q, signal), JSON.stringify(q));
  const [selected, setSelected] = useState<string | null>(null);
  const graph = useMemo(() => {
    const g = data.data;
    if (!g) return null;
    const nodes = g.nodes.map((n) => ({ id: n.data.id, type: String(n.data.type), label: n.data.label ?? '' }));
    const edges = g.edges.map((e) => ({ id: e.data.id ?? `${e.data.source}-${e.data.target}`, source: e.data.source, target: e.data.target, type: String(e.data.type), label: e.data.label ?? '' }));
    const byId = new Map(g.nodes.map((n) => [n.data.id, n.data]));
    return { nodes, edges, byId, rawEdges: g.edges.map((e) => e.data) };
  }, [data.data]);

  if (data.status === 'failed') return <TabFailed what="The network graph" error={data.error} onRetry={data.retry} />;
  if (!graph) return <TabLoading label="Loading the network graph" />;
  if (!graph.nodes.length) return <p className="fiu-an__note">No Results</p>;
  const chosen = selected ? graph.byId.get(selected) : undefined;
  const labelOf = (id: string) => graph.byId.get(id)?.label || id;
  // Nodes by type, in the spec's order of node types: the list beside the graph.
  const types = Object.keys(NODE_STYLES).filter((t) => graph.nodes.some((n) => n.type === t));

  return (
    <div className="fiu-netgraph" aria-busy={data.status === 'loading'}>
      <PartStyles css={graphCss + netGraphCss} />
      <ul className="fiu-netgraph__legend" aria-label="Node types">
        {types.map((t) => (
          <li key={t}>
            <span className="fiu-netgraph__swatch" style={{ background: NODE_STYLES[t]!.color }} aria-hidden="true" />
            {t} ({graph.nodes.filter((n) => n.type === t).length})
          </li>
        ))}
      </ul>
      <div className="fiu-netgraph__main">
        <NetworkGraph
          nodes={graph.nodes}
          edges={graph.edges}
          nodeStyles={NODE_STYLES}
          edgeStyles={EDGE_STYLES}
          minZoom={GRAPH_ZOOM.min}
          maxZoom={GRAPH_ZOOM.max}
          zoom={GRAPH_ZOOM.initial}
          height={GRAPH_HEIGHT}
          selected={selected}
          onSelect={setSelected}
          aria-label={`Network graph of ${graph.nodes.length} nodes and ${graph.edges.length} links; the nodes are listed beside it`}
        />
        <aside className="fiu-netgraph__side">
          <section className="fiu-netgraph__panel" aria-labelledby="fiu-netgraph-node" aria-live="polite">
            <h2 id="fiu-netgraph-node" className="fiu-netgraph__title">
              {chosen ? `${chosen.type}: ${chosen.label || chosen.id}` : 'Node details'}
            </h2>
            {chosen ? (
              <>
                <dl className="fiu-netgraph__facts">
                  <dt>Type</dt>
                  <dd>{chosen.type}</dd>
                  <dt>Label</dt>
                  <dd>{chosen.label || '—'}</dd>
                  {nodeFacts(chosen).map(([k, v]) => (
                    <div key={k} className="fiu-netgraph__fact">
                      <dt>{k}</dt>
                      <dd>{v}</dd>
                    </div>
                  ))}
                </dl>
                <h3 className="fiu-netgraph__sub">Links</h3>
                <ul className="fiu-netgraph__links">
                  {linksOf(chosen.id, graph.rawEdges, labelOf).map((l) => (
                    <li key={l.id}>
                      <span className="fiu-netgraph__linktype">{l.type}</span> {l.other}
                      {l.text && l.text !== l.type ? ` (${l.text})` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="fiu-an__note">Tap a node, or choose one in the list, to see its data.</p>
            )}
          </section>
          <nav className="fiu-netgraph__nodes" aria-label="Nodes of the graph">
            {types.map((t) => (
              <div key={t}>
                <h3 className="fiu-netgraph__sub">{t}</h3>
                <ul>
                  {graph.nodes
                    .filter((n) => n.type === t)
                    .map((n) => (
                      <li key={n.id}>
                        <button type="button" className="fiu-netgraph__node" aria-pressed={selected === n.id} onClick={() => setSelected(n.id)}>
                          {n.label || n.id}
                        </button>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
      </div>
    </div>
  );
}

const netGraphCss = /* css */ `
.fiu-netgraph { display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px); padding-top: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-netgraph__legend { display: flex; flex-wrap: wrap; gap: var(--fiu-space-1, 4px) var(--fiu-space-3, 16px); list-style: none; margin: 0; padding: 0; font-size: 13px; }
.fiu-netgraph__legend li { display: inline-flex; align-items: center; gap: 6px; }
.fiu-netgraph__swatch { width: 12px; height: 12px; border-radius: 50%; display: inline-block; }
.fiu-netgraph__main { display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: var(--fiu-space-3, 16px); align-items: start; }
.fiu-netgraph__side { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-netgraph__panel, .fiu-netgraph__nodes { border: 1px solid var(--fiu-color-border, #d0d7de); border-radius: var(--fiu-radius-md, 6px);
  padding: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); background: var(--fiu-color-surface, #fff); }
.fiu-netgraph__title { margin: 0 0 var(--fiu-space-2, 8px); font-size: 15px; overflow-wrap: anywhere; }
.fiu-netgraph__sub { margin: var(--fiu-space-2, 8px) 0 4px; font-size: 13px; color: var(--fiu-color-text-muted, #57606a); }
.fiu-netgraph__facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px var(--fiu-space-2, 8px); margin: 0; font-size: 13px; }
.fiu-netgraph__fact { display: contents; }
.fiu-netgraph__facts dt { color: var(--fiu-color-text-muted, #57606a); }
.fiu-netgraph__facts dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.fiu-netgraph__links { list-style: none; margin: 0; padding: 0; font-size: 13px; max-height: 12rem; overflow-y: auto; overflow-wrap: anywhere; }
.fiu-netgraph__linktype { display: inline-block; min-width: 6.5rem; color: var(--fiu-color-text-muted, #57606a); }
.fiu-netgraph__nodes { max-height: 420px; overflow-y: auto; }
.fiu-netgraph__nodes ul { list-style: none; margin: 0; padding: 0; }
.fiu-netgraph__node { all: unset; box-sizing: border-box; display: block; width: 100%; padding: 2px 4px; border-radius: 4px; cursor: pointer; font-size: 13px; overflow-wrap: anywhere; }
.fiu-netgraph__node:hover { background: var(--fiu-color-surface-muted, #f4f5f7); }
.fiu-netgraph__node:focus-visible { outline: 2px solid var(--fiu-color-focus, #0f62fe); outline-offset: 1px; }
.fiu-netgraph__node[aria-pressed='true'] { background: var(--fiu-color-primary, #0f62fe); color: #fff; }
@media (max-width: 720px) { .fiu-netgraph__main { grid-template-columns: minmax(0, 1fr); } }
`;

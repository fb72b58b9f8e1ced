/** A graph answer being built (Elements: nodes and edges, no duplicates by id, bounded in size). */
export interface GraphNodeOut {
  data: { id: string; type: string; label: string; [k: string]: unknown };
}
export interface GraphEdgeOut {
  data: { id: string; source: string; target: string; type: string; label: string; interaction: string; [k: string]: unknown };
}

export class Elements {
  private readonly nodeMap = new Map<string, GraphNodeOut>();
  private readonly edgeMap = new Map<string, GraphEdgeOut>();
  constructor(private readonly maxNodes: number) {}

  get full(): boolean {
    return this.nodeMap.size >= this.maxNodes;
  }
  has(id: string): boolean {
    return this.nodeMap.has(id);
  }
  /** Adds a node unless present; false when the graph is full (the node is not added). */
  node(id: string, type: string, label: string, extra: Record<string, unknown> = {}): boolean {
    if (this.nodeMap.has(id)) return true;
    if (this.full) return false;
    this.nodeMap.set(id, { data: { id, type, label, ...extra } });
    return true;
  }
  /** Adds an edge between two present nodes (ignored otherwise). */
  edge(source: string, target: string, type: string, interaction: string, label = interaction, extra: Record<string, unknown> = {}): void {
    if (!this.nodeMap.has(source) || !this.nodeMap.has(target)) return;
    const id = `${type}:${source}->${target}`;
    if (!this.edgeMap.has(id)) this.edgeMap.set(id, { data: { id, source, target, type, label, interaction, ...extra } });
  }
  toJSON() {
    return { nodes: [...this.nodeMap.values()], edges: [...this.edgeMap.values()] };
  }
}

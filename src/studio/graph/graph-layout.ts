/**
 * Places the graph model top to bottom with dagre (a kept layout library, not hand-written
 * geometry). An open included journey is a cluster: its steps are laid out inside it and placed
 * relative to it, as the canvas draws a node with a parent.
 */
import { Graph, layout } from '@dagrejs/dagre';
import type { GraphModel, GraphNodeModel } from './graph-model';

export interface PlacedNode {
  model: GraphNodeModel;
  /** Top-left corner, relative to the parent when the node has one. */
  x: number;
  y: number;
  width: number;
  height: number;
}

const sizeOf = (node: GraphNodeModel) =>
  node.type === 'step'
    ? { width: 260, height: 112 }
    : node.type === 'include'
      ? { width: 260, height: 88 }
      : { width: 220, height: 60 };

/** Room at the top of an open group for its heading. */
const GROUP_HEADING = 48;

export function layoutGraph(model: GraphModel): PlacedNode[] {
  const graph = new Graph({ compound: true, multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 48, ranksep: 72, marginx: 24, marginy: 24 });
  graph.setDefaultEdgeLabel(() => ({}));
  const open = new Set(model.nodes.filter((node) => node.type === 'include' && node.open).map((node) => node.id));
  for (const node of model.nodes)
    graph.setNode(node.id, open.has(node.id) ? { paddingTop: GROUP_HEADING } : sizeOf(node));
  for (const node of model.nodes) if (node.parent && open.has(node.parent)) graph.setParent(node.id, node.parent);
  for (const edge of model.edges)
    if (graph.hasNode(edge.source) && graph.hasNode(edge.target) && !open.has(edge.source) && !open.has(edge.target))
      graph.setEdge(edge.source, edge.target, { width: 180, height: 24, labelpos: 'c' }, edge.id);
  layout(graph);
  const corner = (id: string) => {
    const placed = graph.node(id);
    return {
      x: placed.x - placed.width / 2,
      y: placed.y - placed.height / 2,
      width: placed.width,
      height: placed.height,
    };
  };
  // Parents first: the canvas needs a parent before the nodes placed in it.
  const ordered = [...model.nodes].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  return ordered.map((node) => {
    const own = corner(node.id);
    const parent = node.parent && open.has(node.parent) ? corner(node.parent) : undefined;
    return { model: node, ...own, x: own.x - (parent?.x ?? 0), y: own.y - (parent?.y ?? 0) };
  });
}

import '@xyflow/react/dist/style.css';
import { Background, Controls, MarkerType, ReactFlow, ReactFlowProvider, type Edge } from '@xyflow/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { previewStep } from '../state/preview-step';
import { useStudio, useStudioStore } from '../state/use-studio';
import { GraphNode, graphNodeElement, nodeLabel, type StudioFlowNode } from './graph-node';
import { layoutGraph } from './graph-layout';
import { buildGraphModel, searchGraph, type GraphNodeModel } from './graph-model';
import { readWords } from './journey-outline';

const nodeTypes = { studio: GraphNode };
const LABEL_LENGTH = 64;
const shortLabel = (label: string) => (label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label);

/** Nodes in reading order (top to bottom, left to right), each open group followed by what it holds: the Tab order. */
function readingOrder(nodes: StudioFlowNode[]): StudioFlowNode[] {
  const byPlace = (a: StudioFlowNode, b: StudioFlowNode) => a.position.y - b.position.y || a.position.x - b.position.x;
  const top = nodes.filter((node) => !node.parentId).sort(byPlace);
  return top.flatMap((node) => [node, ...nodes.filter((child) => child.parentId === node.id).sort(byPlace)]);
}

/** The focused journey as a graph: steps, routes, exits and included journeys, searchable and usable by keyboard. */
export function StudioGraph() {
  return (
    <ReactFlowProvider>
      <GraphCanvas />
    </ReactFlowProvider>
  );
}

function GraphCanvas() {
  const store = useStudioStore();
  const focused = useStudio((state) => state.focused);
  const journeys = useStudio((state) => state.held.journeys);
  const wordsText = useStudio((state) => state.held.words);
  const otherWords = useStudio((state) => state.disk?.otherWords);
  const issues = useStudio((state) => state.issues);
  const selected = useStudio((state) => state.selected);
  const previewAt = useStudio((state) => state.previewAt);
  const coverage = useStudio((state) => state.coverage);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');
  const wrapper = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const words = useMemo(() => ({ ...otherWords, ...readWords(wordsText) }), [otherWords, wordsText]);
  const model = useMemo(
    () => buildGraphModel({ journey: focused, journeys, words, issues, open }),
    [focused, journeys, words, issues, open],
  );
  const placed = useMemo(() => layoutGraph(model), [model]);
  const matches = useMemo(() => searchGraph(model.nodes, query), [model, query]);

  const nodes: StudioFlowNode[] = useMemo(() => {
    const reachedStep = (node: GraphNodeModel) =>
      coverage ? coverage.steps.includes(node.name) || (node.type === 'include' && node.open === true) : null;
    const made = placed.map(({ model: node, x, y, width, height }): StudioFlowNode => {
      const data = {
        model: node,
        isSelected: node.type === 'step' && selected?.stepId === node.name,
        isPreviewAt: previewAt?.stepId === node.name && (node.type === 'step' || node.type === 'exit'),
        isMatch: matches.includes(node.id),
        reached: node.type === 'missing' ? null : reachedStep(node),
        routes: model.edges
          .filter((edge) => edge.source === node.id)
          .map((edge) => `to ${edge.to} ${edge.label === 'otherwise' ? 'otherwise' : `when ${edge.label}`}`),
      };
      const classes = [
        data.isSelected && 'is-selected',
        data.isPreviewAt && 'is-preview-at',
        data.isMatch && 'is-match',
        data.reached === false && 'is-dimmed',
        node.problems.length > 0 && 'has-problems',
      ].filter(Boolean);
      return {
        id: node.id,
        type: 'studio',
        position: { x, y },
        width,
        height,
        data,
        ariaLabel: nodeLabel(data),
        ariaRole: 'button',
        className: classes.join(' '),
        ...(node.parent ? { parentId: node.parent, extent: 'parent' as const } : {}),
        ...(node.type === 'include' && node.open ? { style: { width, height }, zIndex: -1 } : {}),
      };
    });
    return readingOrder(made);
  }, [placed, model, selected, previewAt, matches, coverage]);

  const edges: Edge[] = useMemo(
    () =>
      model.edges.map((edge) => {
        const reached = coverage ? coverage.routes.includes(`${edge.from}>${edge.to}`) : null;
        const label = reached === false ? `Not reached: ${edge.label}` : edge.label;
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          label: shortLabel(label),
          ariaLabel: `From ${edge.from} to ${edge.to}: ${label}`,
          markerEnd: { type: MarkerType.ArrowClosed },
          className: reached === false ? 'is-dimmed' : reached ? 'is-reached' : '',
          focusable: false,
        };
      }),
    [model, coverage],
  );

  const focusNode = (id: string) => {
    if (wrapper.current) graphNodeElement(id, wrapper.current)?.focus({ preventScroll: true });
  };
  const activate = (id: string) => {
    const node = model.nodes.find((found) => found.id === id);
    if (!node) return;
    if (node.type === 'step') {
      store.select(node.file, node.name);
      void previewStep(store, node.name);
    }
    if (node.type === 'include')
      setOpen((before) => {
        const after = new Set(before);
        if (!after.delete(node.name)) after.add(node.name);
        return after;
      });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).closest('.react-flow__node')?.getAttribute('data-id');
    if (!id) return;
    const order = nodes.map((node) => node.id);
    const at = order.indexOf(id);
    let next: string | undefined;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(id);
      return;
    }
    // Down follows a route out of the step, Up goes back along one into it; Left and Right move
    // in reading order, so every node is reached even where no route leads.
    // Where no route leads (an open group, an exit), Down and Up move in reading order instead.
    if (event.key === 'ArrowDown') next = model.edges.find((edge) => edge.source === id)?.target ?? order[at + 1];
    else if (event.key === 'ArrowUp') next = model.edges.find((edge) => edge.target === id)?.source ?? order[at - 1];
    else if (event.key === 'ArrowRight') next = order[at + 1];
    else if (event.key === 'ArrowLeft') next = order[at - 1];
    else return;
    event.preventDefault();
    event.stopPropagation();
    if (next) focusNode(next);
  };

  return (
    <section className="studio-graph" aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="studio-panel__heading">
        Steps and routes
      </h2>
      <div className="studio-graph__search">
        <label htmlFor={searchId}>Find a step</label>
        <input
          id={searchId}
          type="search"
          value={query}
          aria-describedby={`${searchId}-found`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || matches.length === 0) return;
            event.preventDefault();
            const first = nodes.find((node) => matches.includes(node.id));
            if (first) focusNode(first.id);
          }}
        />
        <p id={`${searchId}-found`} className="studio-hint" aria-live="polite">
          {query.trim()
            ? matches.length === 0
              ? 'No step matches.'
              : `${matches.length} ${matches.length === 1 ? 'step matches' : 'steps match'}: press Enter to go to the first.`
            : 'By step id, heading or any words of the step.'}
        </p>
      </div>
      {model.broken ? (
        <p className="studio-warning" role="status">
          <span aria-hidden="true">⚠ </span>The journey's text is not valid JSON as it stands: the graph shows the steps
          that can be read.
        </p>
      ) : null}
      <p className="studio-hint">
        Tab to a step, then Enter to open it. Arrow Down follows a route, Arrow Up goes back along one, Left and Right
        move between steps.
      </p>
      <div className="studio-graph__canvas" ref={wrapper} onKeyDownCapture={onKeyDown}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable
          edgesFocusable={false}
          elementsSelectable={false}
          autoPanOnNodeFocus
          onlyRenderVisibleElements={false}
          onNodeClick={(_, node) => activate(node.id)}
          fitView
          // The journey's first steps at a readable size rather than the whole journey too small to
          // read; the controls zoom out, and focusing a step pans to it.
          fitViewOptions={{ nodes: nodes.slice(0, 4).map((node) => ({ id: node.id })), maxZoom: 1 }}
          minZoom={0.1}
          proOptions={{ hideAttribution: false }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </section>
  );
}

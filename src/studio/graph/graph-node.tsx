import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { GraphNodeModel } from './graph-model';

export interface GraphNodeData extends Record<string, unknown> {
  model: GraphNodeModel;
  isSelected: boolean;
  isPreviewAt: boolean;
  isMatch: boolean;
  /** In the coverage view: false when no generated path reaches it. */
  reached: boolean | null;
  /** Where its routes go, in words ("to covid when …"), for those who do not see the edges. */
  routes: string[];
}

export type StudioFlowNode = Node<GraphNodeData, 'studio'>;

const kindWords: Record<string, string> = {
  exit: 'Leaves the journey',
  'missing step': 'No such step',
  'included journey': 'Included journey',
};

/** What a node says in words besides its heading: the states its colours also show (never colour alone). */
export function nodeMarks(data: GraphNodeData): string[] {
  const problems = data.model.problems.length;
  return [
    ...(data.model.start ? ['Start'] : []),
    ...(data.isSelected ? ['Selected'] : []),
    ...(data.isPreviewAt ? ['The preview is here'] : []),
    ...(data.isMatch ? ['Matches the search'] : []),
    ...(data.reached === false ? ['Not reached by any path'] : []),
    ...(data.reached === true ? ['Reached by a path'] : []),
    ...(problems > 0 ? [`${problems} ${problems === 1 ? 'problem' : 'problems'}`] : []),
  ];
}

/** The label a screen reader hears on a node. */
export function nodeLabel(data: GraphNodeData): string {
  const { model } = data;
  const about = [
    model.type === 'step' ? `${model.heading} (${model.name})` : model.heading,
    model.type === 'step' ? `kind ${model.kind}` : '',
    model.section ? `section ${model.section}` : '',
    model.route ? `address ${model.route}` : '',
    model.type === 'include' ? (model.open ? 'open: press Enter to close' : 'press Enter to open it here') : '',
    ...nodeMarks(data),
    data.routes.length > 0 ? `goes ${data.routes.join('; ')}` : '',
  ];
  return about.filter(Boolean).join(', ');
}

export function GraphNode({ data }: NodeProps<StudioFlowNode>) {
  const { model } = data;
  const problems = model.problems.length;
  const errors = model.problems.filter((problem) => problem.severity === 'error').length;
  const marks = nodeMarks(data).filter((mark) => !mark.endsWith('problem') && !mark.endsWith('problems'));
  return (
    <div className={`graph-node graph-node--${model.type}${model.open ? ' graph-node--open' : ''}`} aria-hidden="true">
      <Handle type="target" position={Position.Top} isConnectable={false} />
      <p className="graph-node__heading">{model.heading}</p>
      <p className="graph-node__meta">
        {model.type === 'step' ? (
          <>
            <span className="graph-node__id">{model.name}</span> · {model.kind}
            {model.section ? ` · ${model.section}` : ''}
          </>
        ) : (
          (kindWords[model.kind] ?? model.kind)
        )}
      </p>
      {model.route ? <p className="graph-node__route">{model.route}</p> : null}
      {model.type === 'include' ? <p className="graph-node__meta">{model.open ? 'Close' : 'Open here'}</p> : null}
      {marks.length > 0 ? <p className="graph-node__marks">{marks.join(' · ')}</p> : null}
      {problems > 0 ? (
        <p className={`graph-node__problems${errors > 0 ? ' graph-node__problems--error' : ''}`}>
          <span aria-hidden="true">{errors > 0 ? '✖' : '⚠'}</span> {problems} {problems === 1 ? 'problem' : 'problems'}
        </p>
      ) : null}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

/** The canvas's element of a node, to move the focus to it (ids hold characters a selector would need escaped). */
export function graphNodeElement(id: string, root: ParentNode = document): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('.react-flow__node')].find((element) => element.dataset.id === id);
}

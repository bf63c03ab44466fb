import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// A Mermaid `stateDiagram-v2` drawn from an XState machine's own definition (machine.root and its
// state nodes), so the diagrams in docs/machines cannot drift from the code. Pure: machine → text.

const KEYWORDS = new Set(['state', 'note', 'end', 'as', 'direction', 'class', 'classdef', 'style', 'click', 'scale', 'hide']);

/** Mermaid ids are global: the state's path joined with `_`, never a keyword. */
function idOf(node: AnyStateNode): string {
  const id = node.path.map((key: string) => key.replace(/\W/g, '_')).join('_');
  return KEYWORDS.has(id.toLowerCase()) ? `${id}_` : id;
}

/** Labels are free text up to the end of the line; keep them clear of Mermaid's separators. */
const clean = (text: string): string => text.replace(/[:;#{}\n]/g, ' ').replace(/\s+/g, ' ').trim();

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  // Higher-order guards (not, and, or) are functions carrying the guards they combine.
  const named = guard as { type?: string; name?: string; guards?: unknown[] };
  const inner = (named.guards ?? []).map(guardLabel);
  const kind = (named.type ?? named.name ?? '').replace(/^xstate\./, '');
  if (named.guards && kind === 'not') return `!${inner[0]}`;
  if (named.guards && (kind === 'and' || kind === 'or')) return `(${inner.join(kind === 'and' ? ' && ' : ' || ')})`;
  return named.type ?? (named.name || 'guard');
}

/** The name a reader knows an invoked actor by: its `src` when named in setup, else its id. */
function invokedName(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((def: { id: string }) => def.id === invokeId);
  return typeof invoke?.src === 'string' ? invoke.src : invokeId;
}

function eventLabel(node: AnyStateNode, eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${invokedName(node, actor[2])} ${actor[1] === 'done' ? 'done' : 'error'}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}${/^\d+$/.test(delay[1]) ? ' ms' : ''}`;
  return eventType === '' ? 'always' : eventType;
}

interface Edge {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
}

function edgesOf(node: AnyStateNode): Edge[] {
  const transitions: [string, AnyTransitionDefinition[]][] = [...node.transitions.entries()];
  if (node.always) transitions.push(['', node.always]);
  return transitions.flatMap(([eventType, list]) =>
    list.flatMap((transition) => {
      const guard = guardLabel(transition.guard);
      const label = clean(`${eventLabel(node, eventType)}${guard ? ` [${guard}]` : ''}`);
      const targets: readonly AnyStateNode[] = transition.target?.length ? transition.target : [node];
      return targets.map((to) => ({ from: node, to, label }));
    }),
  );
}

const children = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];

function declare(node: AnyStateNode, indent: string, lines: string[], edges: Edge[]): void {
  const id = idOf(node);
  const kids = children(node);
  const invokes = node.invoke.map((def: { id: string }) => invokedName(node, def.id));
  if (kids.length === 0) {
    lines.push(`${indent}state "${clean(node.key)}" as ${id}`);
    invokes.forEach((name: string) => lines.push(`${indent}${id} : invoke ${clean(name)}`));
    if (node.type === 'history') lines.push(`${indent}${id} : history`);
  } else {
    lines.push(`${indent}state "${clean(node.key)}" as ${id} {`);
    body(node, `${indent}  `, lines, edges);
    lines.push(`${indent}}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
}

/** The inside of the root or of a compound or parallel state. */
function body(node: AnyStateNode, indent: string, lines: string[], edges: Edge[]): void {
  const kids = children(node);
  kids.forEach((kid, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    declare(kid, indent, lines, edges);
  });
  if (node.type === 'compound') {
    node.initial.target.forEach((target: AnyStateNode) => lines.push(`${indent}[*] --> ${idOf(target)}`));
  }
  // Edges between two children of this state (or a child's self-loops) are drawn inside it;
  // the others wait until every state is declared, so Mermaid places each state where it belongs.
  for (const edge of kids.flatMap(edgesOf)) {
    if (edge.to.parent === node) lines.push(`${indent}${idOf(edge.from)} --> ${idOf(edge.to)} : ${edge.label}`);
    else edges.push(edge);
  }
}

/** Mermaid `stateDiagram-v2` text for a machine: nested, initial and final states, every transition. */
export function machineToMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  // A transition on the machine itself applies in every top-level state that is not final.
  const crossing: Edge[] = edgesOf(machine.root).flatMap((edge) =>
    children(machine.root)
      .filter((kid) => kid.type !== 'final')
      .map((from) => ({ ...edge, from, to: edge.to === machine.root ? from : edge.to })),
  );
  body(machine.root, '  ', lines, crossing);
  for (const edge of crossing) lines.push(`  ${idOf(edge.from)} --> ${idOf(edge.to)} : ${edge.label}`);
  return `${lines.join('\n')}\n`;
}

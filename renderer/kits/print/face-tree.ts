// A sheet's face read without a page: its Preact elements with every component called out, so a
// unit test can read what a card says and which boxes it marks (the faces are plain functions of
// their props, with no hooks). Pictures (<img>) stay as elements: their pixels are e2e's business.
import type { ComponentChild, VNode } from 'preact';

/** An element of the face: its tag, its props (without children) and what is inside. */
export interface FaceNode {
  tag: string;
  props: Record<string, unknown>;
  children: (FaceNode | string)[];
}

function expand(child: ComponentChild): (FaceNode | string)[] {
  if (child === null || child === undefined || typeof child === 'boolean') return [];
  if (typeof child === 'string' || typeof child === 'number' || typeof child === 'bigint') return [String(child)];
  if (Array.isArray(child)) return child.flatMap(expand);
  const v = child as VNode<Record<string, unknown>>;
  if (typeof v.type === 'function') return expand((v.type as (p: unknown) => ComponentChild)(v.props));
  const { children, ...props } = v.props as Record<string, unknown> & { children?: ComponentChild };
  return [{ tag: String(v.type), props, children: expand(children) }];
}

/** The face's elements, every component expanded. */
export const faceTree = (face: () => ComponentChild): (FaceNode | string)[] => expand(face());

/** Every element under `nodes` (depth first) that `test` accepts. */
export function findNodes(nodes: readonly (FaceNode | string)[], test: (n: FaceNode) => boolean): FaceNode[] {
  return nodes.flatMap((n) => (typeof n === 'string' ? [] : [...(test(n) ? [n] : []), ...findNodes(n.children, test)]));
}

/** The words a face prints, its elements' text run together with spaces. */
export function faceText(nodes: readonly (FaceNode | string)[]): string {
  return nodes
    .map((n) => (typeof n === 'string' ? n : faceText(n.children)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Elements whose class list has `name`. */
export const withClass = (nodes: readonly (FaceNode | string)[], name: string): FaceNode[] =>
  findNodes(nodes, (n) => typeof n.props.class === 'string' && n.props.class.split(/\s+/).includes(name));

// The Fließtext's HTML view: the server's markup is parsed (never executed: DOMParser documents are inert)
// and rebuilt as React elements from an allow-list of tags without any attributes; text stays text. Elements
// outside the list are unwrapped (their text is kept), script-like ones dropped with their content. So even
// if patient words reached the markup unescaped, they could not become HTML here.
import { createElement, Fragment, type ReactNode } from 'react';

const ALLOWED_TAGS = new Set(['h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
/** Elements whose content is not text for the reader. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
]);
/** Deeper nesting is flattened to its text (no markup we write is this deep). */
const MAX_DEPTH = 32;

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function toElements(nodes: NodeListOf<ChildNode>, depth: number): ReactNode[] {
  return Array.from(nodes, (node, index) => toElement(node, index, depth));
}

function toElement(node: ChildNode, key: number, depth: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (DROPPED_TAGS.has(tag)) return null;
  if (depth >= MAX_DEPTH) return node.textContent;
  if (tag === 'br') return createElement('br', { key });
  const children = toElements(node.childNodes, depth + 1);
  if (!ALLOWED_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  return createElement(tag, { key }, ...children);
}

/** React elements for the allowed subset of `html`. */
export function sanitizedHtml(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return toElements(document.body.childNodes, 0);
}

/** Styles for the allowed tags (they carry no classes of their own). */
export const SAFE_HTML_CLASSES = [
  'flex min-w-0 flex-col gap-2 break-words text-sm leading-relaxed text-slate-800',
  '[&_h3]:mt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-1 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-0.5',
  '[&_strong]:font-semibold [&_em]:italic',
].join(' ');

import { type DefaultTreeAdapterMap, parse } from 'parse5';

/*
 * Reading a built page as a browser does: parse5 implements the HTML standard's parsing algorithm,
 * so markup inside a script, a comment or an attribute is never taken for an element.
 */

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Whether a parsed node is an element (not text, a comment or a doctype). */
export const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;

/** Every element below `node` (a page's HTML, parsed first), in document order. */
export function elements(node: string | ParentNode): Element[] {
  const parent = typeof node === 'string' ? parse(node) : node;
  return parent.childNodes.flatMap((child) => (isElement(child) ? [child, ...elements(child)] : []));
}

/** The value of an element's attribute, as the browser reads it. */
export const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an element (a script's or a style's source). */
export const text = (element: Element): string => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/**
 * A page's `<head>` and `<body>` as parsed with each element's offsets in the source (to change a
 * page at those offsets, leaving every other byte as it was).
 */
export function headAndBody(html: string): { head?: Element; body?: Element } {
  const child = (parent: ParentNode | undefined, tagName: string) =>
    parent?.childNodes.find((node): node is Element => isElement(node) && node.tagName === tagName);
  const root = child(parse(html, { sourceCodeLocationInfo: true }), 'html');
  return { head: child(root, 'head'), body: child(root, 'body') };
}

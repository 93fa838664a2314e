import { type DefaultTreeAdapterMap, parse } from 'parse5';

/*
 * Reading a built page as a browser does: parse5 implements the HTML standard's parsing algorithm,
 * so markup inside a script, a comment or an attribute is never taken for an element.
 */

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Every element below `node` (a page's HTML, parsed first), in document order. */
export function elements(node: string | ParentNode): Element[] {
  const parent = typeof node === 'string' ? parse(node) : node;
  return parent.childNodes.flatMap((child) => ('tagName' in child ? [child, ...elements(child)] : []));
}

/** The value of an element's attribute, as the browser reads it. */
export const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an element (a script's or a style's source). */
export const text = (element: Element): string => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

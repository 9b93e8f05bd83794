// Two small element builders: the page is plain DOM and SVG, built by these and nothing else.

type Attrs = Record<string, string | number | boolean | undefined>;

const SVG_NS = 'http://www.w3.org/2000/svg';

function setAttrs(e: Element, attrs: Attrs): void {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? '' : String(v));
  }
}

/** An SVG element with attributes, appended to parent when given. */
export function svgEl(tag: string, attrs: Attrs = {}, parent?: Element, text?: string): SVGElement {
  const e = document.createElementNS(SVG_NS, tag);
  setAttrs(e, attrs);
  if (text !== undefined) e.textContent = text;
  parent?.appendChild(e);
  return e;
}

/** An HTML element with attributes and text or children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  setAttrs(e, attrs);
  for (const c of children) e.append(c);
  return e;
}

// The per-field diff between engines: each ManifoldResult flattened to named fields
// (pointCount, type, localNormal.x, points[0].key, world.separations[1], ...), one row per field,
// a cell marked where it differs from the first engine's.

import type { ManifoldResult } from '../../compare/case/manifold-result';

export function flattenResult(m: ManifoldResult): Map<string, number> {
  const f = new Map<string, number>();
  f.set('pointCount', m.pointCount);
  if (m.pointCount === 0) return f;
  f.set('type', m.type);
  f.set('localNormal.x', m.localNormal[0]);
  f.set('localNormal.y', m.localNormal[1]);
  f.set('localPoint.x', m.localPoint[0]);
  f.set('localPoint.y', m.localPoint[1]);
  m.points.forEach((p, i) => {
    // b2ContactID.key's packing (b2_contact_id.ts): indexA | indexB << 8 | typeA << 16 | typeB << 24.
    const key = ((p.indexA & 0xff) | ((p.indexB & 0xff) << 8) | ((p.typeA & 0xff) << 16) | ((p.typeB & 0xff) << 24)) >>> 0;
    f.set(`points[${i}].key`, key);
    f.set(`points[${i}].localPoint.x`, p.localPoint[0]);
    f.set(`points[${i}].localPoint.y`, p.localPoint[1]);
  });
  f.set('world.normal.x', m.world.normal[0]);
  f.set('world.normal.y', m.world.normal[1]);
  m.world.points.forEach((p, i) => {
    f.set(`world.points[${i}].x`, p[0]);
    f.set(`world.points[${i}].y`, p[1]);
    f.set(`world.separations[${i}]`, m.world.separations[i]);
  });
  return f;
}

export interface DiffRow {
  field: string;
  /** One value per engine (undefined where the engine has no such field or was not run). */
  values: (number | undefined)[];
  /** Per engine: differs from engine 0's value (Object.is, so -0 and 0 differ). */
  differs: boolean[];
}

export function diffResults(results: (ManifoldResult | undefined)[]): DiffRow[] {
  const flats = results.map((r) => (r === undefined ? undefined : flattenResult(r)));
  const fields: string[] = [];
  for (const f of flats) for (const k of f?.keys() ?? []) if (!fields.includes(k)) fields.push(k);
  return fields.map((field) => {
    const values = flats.map((f) => f?.get(field));
    const base = values[0];
    return { field, values, differs: values.map((v, i) => i > 0 && flats[i] !== undefined && !Object.is(v, base)) };
  });
}

/** The float32 bits of a number, as 8 hex digits. */
export function float32Hex(x: number): string {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, x);
  return `0x${view.getUint32(0).toString(16).padStart(8, '0')}`;
}

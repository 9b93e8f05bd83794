// report.html: one self-contained page (inline CSS and SVG, no scripts or external assets) with
// the table and, for each disagreement, both polygons, the reference face, the incident edge and
// each engine's contact points with their feature labels, whole and zoomed on the contact.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { explorerLink } from '../../explorer/src/from-compare';
import type { DisagreementRecord } from '../runner/campaign';
import type { FamilyStats } from '../runner/stats';
import type { Summary } from './summary';
import { bucketLabels } from './table';
import type { Drawing, XY } from '../runner/types';
import { colours } from '../case/colours';

/** Drawn disagreements per page; the JSON keeps them all. */
const MAX_DRAWN = 300;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function num(x: number): string {
  return x === 0 ? '0' : Math.abs(x) >= 1e-3 && Math.abs(x) < 1e6 ? String(+x.toPrecision(6)) : x.toExponential(2);
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function boxOf(points: readonly XY[]): Box {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of points) {
    b.minX = Math.min(b.minX, x);
    b.minY = Math.min(b.minY, y);
    b.maxX = Math.max(b.maxX, x);
    b.maxY = Math.max(b.maxY, y);
  }
  return b;
}

const SIZE = 360;
// The explorer's palette (the Box2D testbed's): A green, B pink on the testbed's dark background;
// the reference engine's points red as the explorer's manifold points, the peer's blue.
const COLORS = { A: colours.A, B: colours.B, reference: colours.point, peer: colours.gjk };

/** One SVG view of the drawing, fitted to `view` (world y up). */
function svg(drawing: Drawing, view: Box, title: string): string {
  const w = Math.max(view.maxX - view.minX, view.maxY - view.minY, 1e-300);
  const pad = 0.08 * w;
  const k = (SIZE - 2) / (w + 2 * pad);
  const cx = 0.5 * (view.minX + view.maxX);
  const cy = 0.5 * (view.minY + view.maxY);
  const X = (x: number): string => (SIZE / 2 + (x - cx) * k).toFixed(2);
  const Y = (y: number): string => (SIZE / 2 - (y - cy) * k).toFixed(2);
  // Labels stay inside the view: clamped to its edges, allowing about 6 px per character.
  const label = (x: number, y: number, size: number, color: string, text: string): string => {
    const lx = Math.min(Math.max(x, 2), SIZE - 2 - 6 * text.length);
    const ly = Math.min(Math.max(y, size + 2), SIZE - 3);
    return `<text x="${lx.toFixed(2)}" y="${ly.toFixed(2)}" font-size="${size}" fill="${color}">${esc(text)}</text>`;
  };
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`);
  parts.push(`<rect x="0" y="0" width="${SIZE}" height="${SIZE}" fill="${colours.background}" stroke="#ccc"/>`);
  for (const s of drawing.shapes) {
    const color = COLORS[s.owner];
    if (s.kind === 'circle') {
      parts.push(`<circle cx="${X(s.points[0][0])}" cy="${Y(s.points[0][1])}" r="${(s.radius * k).toFixed(2)}" fill="${color}" fill-opacity="0.12" stroke="${color}"/>`);
    } else {
      const pts = s.points.map(([x, y]) => `${X(x)},${Y(y)}`).join(' ');
      // The skin (polygon radius): a round-joined stroke 2 r wide traces the Minkowski outline.
      if (s.radius > 0) {
        const tag = s.kind === 'polygon' ? 'polygon' : 'polyline';
        parts.push(`<${tag} points="${pts}" fill="none" stroke="${color}" stroke-opacity="0.15" stroke-width="${(2 * s.radius * k).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"/>`);
      }
      parts.push(s.kind === 'polygon'
        ? `<polygon points="${pts}" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-width="1"/>`
        : `<polyline points="${pts}" fill="none" stroke="${color}" stroke-width="1"/>`);
      // Vertex labels only for vertices in view (a clamped one would name the wrong place).
      const inView = (v: number): boolean => v >= 0 && v <= SIZE;
      s.points.forEach(([x, y], i) => {
        if (inView(+X(x)) && inView(+Y(y))) parts.push(label(+X(x), +Y(y), 9, color, `${s.label}${i}`));
      });
    }
  }
  for (const e of drawing.edges) {
    const color = e.style === 'reference' ? colours.reference : colours.incident;
    const dash = e.label.startsWith("peer's") ? ' stroke-dasharray="6 3"' : '';
    parts.push(`<line x1="${X(e.from[0])}" y1="${Y(e.from[1])}" x2="${X(e.to[0])}" y2="${Y(e.to[1])}" stroke="${color}" stroke-width="3" stroke-opacity="0.7"${dash}><title>${esc(e.label)}</title></line>`);
  }
  drawing.marks.forEach((m, i) => {
    const color = COLORS[m.engine];
    const x = X(m.at[0]);
    const y = Y(m.at[1]);
    // Reference marks are circles, peer marks crosses, so coinciding points stay visible.
    if (m.engine === 'reference') parts.push(`<circle cx="${x}" cy="${y}" r="5" fill="none" stroke="${color}" stroke-width="2"/>`);
    else parts.push(`<path d="M${+x - 4},${+y - 4}L${+x + 4},${+y + 4}M${+x - 4},${+y + 4}L${+x + 4},${+y - 4}" stroke="${color}" stroke-width="2"/>`);
    const dy = m.engine === 'reference' ? -8 - 10 * i : 16 + 10 * i;
    parts.push(label(+x + 6, +y + dy, 10, color, m.label));
  });
  parts.push(`<text x="4" y="12" font-size="10" fill="${colours.text}">${esc(title)}</text>`);
  parts.push('</svg>');
  return parts.join('');
}

/** The part of the drawing around the contact: marks, else the emphasised edges. */
function zoomBox(drawing: Drawing): Box | undefined {
  const pts: XY[] = drawing.marks.map((m) => m.at);
  if (pts.length === 0) for (const e of drawing.edges) pts.push(e.from, e.to);
  if (pts.length === 0) return undefined;
  const b = boxOf(pts);
  const size = Math.max(b.maxX - b.minX, b.maxY - b.minY, 0.05);
  const cx = 0.5 * (b.minX + b.maxX);
  const cy = 0.5 * (b.minY + b.maxY);
  return { minX: cx - size, maxX: cx + size, minY: cy - size, maxY: cy + size };
}

function manifoldTable(record: DisagreementRecord): string {
  // Fields that differ are bold red; a field is named as the comparers name it (points[0].indexB, world.normal...).
  const differing = new Set([...record.discrete, ...record.outOfBound]);
  const mark = (field: string, text: string): string =>
    [...differing].some((d) => d === field || d.startsWith(`${field}.`) || d.startsWith(`${field}[`)) ? `<b class="d">${text}</b>` : text;
  const side = (r: unknown): string => {
    const m = r as { pointCount: number; type: number; points: { localPoint: XY; indexA: number; indexB: number; typeA: number; typeB: number }[]; world: { normal: XY; separations: number[] } };
    // A pair type whose result is not a manifold (e.g. distance): show its fields as JSON.
    if (!Array.isArray(m.points)) return `<pre>${esc(JSON.stringify(r, null, 1))}</pre>`;
    const pts = m.points.map((p, i) => {
      const at = `points[${i}]`;
      const feature = `${mark(`${at}.typeA`, `A${p.typeA ? 'f' : 'v'}`)}${mark(`${at}.indexA`, String(p.indexA))} ${mark(`${at}.typeB`, `B${p.typeB ? 'f' : 'v'}`)}${mark(`${at}.indexB`, String(p.indexB))}`;
      return `${mark(`${at}.localPoint`, `(${num(p.localPoint[0])}, ${num(p.localPoint[1])})`)} ${feature} sep ${mark(`world.separations[${i}]`, num(m.world.separations[i]))}`;
    });
    const head = `${mark('pointCount', `pointCount ${m.pointCount}`)}`;
    if (m.pointCount === 0) return head;
    return `${head}, ${mark('type', `type ${['circles', 'faceA', 'faceB'][m.type] ?? m.type}`)}, ${mark('world.normal', `world normal (${num(m.world.normal[0])}, ${num(m.world.normal[1])})`)}<br>${pts.join('<br>')}`;
  };
  return `<table class="m"><tr><th style="color:${COLORS.reference}">○ ${esc(record.engines.reference)}</th><th style="color:${COLORS.peer}">× ${esc(record.engines.peer)}</th></tr><tr><td>${side(record.reference)}</td><td>${side(record.peer)}</td></tr></table>`;
}

/** A link that opens the case in the explorer (npm run explorer; EXPLORER_URL overrides where). */
function explorerAnchor(input: unknown): string {
  const link = explorerLink(input, process.env.EXPLORER_URL);
  return link === undefined ? '' : ` — <a href="${esc(link)}">open in explorer</a>`;
}

function disagreement(record: DisagreementRecord): string {
  const m = record.margin;
  const marginText = m ? `${esc(m.name)} = ${num(m.value)} (epsilon ${num(m.epsilon)})` : 'no candidate margin';
  const zoom = zoomBox(record.drawing);
  // Circles count with their full extent, polygons and segments with their points.
  const whole = boxOf(record.drawing.shapes.flatMap((s) => (s.kind === 'circle' ? s.points.flatMap(([x, y]): XY[] => [[x - s.radius, y - s.radius], [x + s.radius, y + s.radius]]) : s.points)));
  return `<section class="${record.outcome}">
<h3>${esc(record.family)} case ${record.caseIndex} — ${record.outcome}</h3>
<p>differs: ${esc([...record.discrete, ...record.outOfBound].join(', '))}; symptom ${esc(record.symptom)}; ${record.outcome === 'near-tie' ? 'excused by' : 'closest margin'}: ${marginText}${explorerAnchor(record.input)}</p>
<div class="views">${svg(record.drawing, whole, 'whole')}${zoom ? svg(record.drawing, zoom, 'contact (zoomed)') : ''}</div>
${manifoldTable(record)}
</section>`;
}

function statsRow(s: FamilyStats): string {
  const o = s.outcomes;
  return `<tr><td>${esc(s.id)}</td><td>${s.cases}</td><td>${s.touching}</td><td>${o.exact}</td><td>${o.bounded}</td><td>${o['near-tie']}</td><td class="${o.unexplained ? 'bad' : ''}">${o.unexplained}</td><td>${num(s.maxAbs)}</td><td>${num(s.maxRel)}</td><td>${s.maxUlps.toFixed(2)}</td></tr>`;
}

export function writeHtmlReport(dir: string, summary: Summary): string {
  const file = join(dir, 'report.html');
  const drawn = summary.records.slice(0, MAX_DRAWN);
  const labels = bucketLabels();
  const notes = summary.pairTypes
    .map((pt) => `<h2>${esc(pt.name)}: ${esc(pt.reference)} vs ${esc(pt.peer)}</h2>
<ul>${pt.tolerances.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>
<h3>Known by-design differences of ${esc(pt.peer)} from C++ v2.4.1</h3>
<table class="notes"><tr><th>difference</th><th>C++</th><th>peer</th><th>effect</th></tr>${pt.knownDifferences.map((d) => `<tr><td>${esc(d.what)}</td><td>${esc(d.cxx)}</td><td>${esc(d.peer)}</td><td>${esc(d.effect)}</td></tr>`).join('')}</table>`)
    .join('');
  const margins = Object.entries(summary.total.nearTieMargins).sort((a, b) => b[1] - a[1]);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>b2collide differential report</title>
<style>
body{font:13px/1.4 system-ui,sans-serif;margin:16px;color:#222}
table{border-collapse:collapse;margin:8px 0}b.d{color:#c53030}td,th{border:1px solid #ddd;padding:2px 6px;text-align:right;vertical-align:top}
td:first-child,th:first-child{text-align:left}.notes td,.notes th{text-align:left}.bad{background:#fed7d7}
section{border-top:2px solid #ddd;margin-top:16px}section.unexplained h3{color:#c53030}section.near-tie h3{color:#975a16}
.views svg{margin-right:8px}.m td{text-align:left;font-family:monospace;font-size:11px}
</style></head><body>
<h1>b2collide differential report</h1>
<p>seed ${summary.seed}, ${summary.cases} pairs, ${summary.seconds.toFixed(1)} s. ${summary.records.length} disagreements kept${summary.droppedRecords ? `, ${summary.droppedRecords} more not kept` : ''}; ${drawn.length} drawn below.</p>
<table><tr><th>family</th><th>cases</th><th>touching</th><th>exact</th><th>bounded</th><th>near-tie</th><th>unexplained</th><th>max |Δ|</th><th>max rel</th><th>ulps of S</th></tr>
${summary.rows.map(statsRow).join('\n')}
${statsRow(summary.total)}</table>
<details><summary>Families</summary><table class="notes">${summary.families.map((f) => `<tr><td>${esc(f.id)}</td><td>${esc(f.description)}</td></tr>`).join('')}</table></details>
<h3>Largest difference per agreeing case</h3>
<table><tr><th></th>${labels.map((l) => `<th>${esc(l)}</th>`).join('')}</tr>
<tr><td>absolute</td>${summary.total.absHistogram.map((n) => `<td>${n}</td>`).join('')}</tr>
<tr><td>relative</td>${summary.total.relHistogram.map((n) => `<td>${n}</td>`).join('')}</tr></table>
<h3>Near-ties by margin</h3>
<p>Largest excusing margin: ${summary.total.maxTieRatio.toFixed(3)} of its epsilon.</p>
${margins.length === 0 ? '<p>None.</p>' : `<table>${margins.map(([name, n]) => `<tr><td>${esc(name)}</td><td>${n}</td></tr>`).join('')}</table>`}
${notes}
<h2>Disagreements</h2>
<p>Shape A green, B pink (the Box2D testbed's colours, as in the explorer); reference face yellow (dashed: the peer's, where it differs), incident edge magenta; ○ reference engine's clipped points (red), × the peer's (blue), each labelled with its features (f face, v vertex).</p>
${drawn.length === 0 ? '<p>No disagreements: every case matched exactly or within the bound.</p>' : drawn.map(disagreement).join('\n')}
</body></html>
`;
  writeFileSync(file, html);
  return file;
}

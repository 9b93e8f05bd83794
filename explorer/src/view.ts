// The map between world metres (y up) and SVG pixels (y down): a centre and a scale.

import type { XY } from './case';

export class View {
  constructor(
    public width: number,
    public height: number,
    /** Pixels per metre. */
    public scale = 110,
    public centerX = 0,
    public centerY = 0.5,
  ) {}

  x(wx: number): number {
    return this.width / 2 + (wx - this.centerX) * this.scale;
  }

  y(wy: number): number {
    return this.height / 2 - (wy - this.centerY) * this.scale;
  }

  /** "x,y" in pixels, for SVG points lists. */
  pt([wx, wy]: Readonly<XY>): string {
    return `${this.x(wx).toFixed(2)},${this.y(wy).toFixed(2)}`;
  }

  toWorld(px: number, py: number): XY {
    return [this.centerX + (px - this.width / 2) / this.scale, this.centerY - (py - this.height / 2) / this.scale];
  }

  /** Zooms by `factor` keeping the world point under (px, py) fixed. */
  zoomAt(px: number, py: number, factor: number): void {
    const [wx, wy] = this.toWorld(px, py);
    this.scale *= factor;
    this.centerX = wx - (px - this.width / 2) / this.scale;
    this.centerY = wy + (py - this.height / 2) / this.scale;
  }

  /** Centres the view on the points and scales it so they fill about 80% of the width or height. */
  fit(points: readonly XY[]): void {
    if (points.length === 0) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [x, y] of points) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
    const fitX = (0.8 * this.width) / Math.max(maxX - minX, 1e-6);
    const fitY = (0.8 * this.height) / Math.max(maxY - minY, 1e-6);
    this.scale = Math.min(Math.max(Math.min(fitX, fitY), 5), 1e7);
    this.centerX = 0.5 * (minX + maxX);
    this.centerY = 0.5 * (minY + maxY);
  }
}

// Progress while a campaign runs, on stderr: a redrawn bar on a terminal, a plain line half-way
// and at the end when stderr is not a terminal or CI is set (a log keeps the report short).

export class Progress {
  private readonly tty: boolean;
  private readonly started = Date.now();
  private lastDraw = 0;
  private lastHalf = 0;
  private readonly stream = process.stderr;

  constructor(private readonly total: number) {
    const ci = process.env.CI;
    this.tty = this.stream.isTTY === true && (ci === undefined || ci === '' || ci === 'false' || ci === '0');
  }

  update(done: number): void {
    const now = Date.now();
    const seconds = ((now - this.started) / 1000).toFixed(1);
    if (this.tty) {
      if (now - this.lastDraw < 100 && done < this.total) return;
      this.lastDraw = now;
      const width = 30;
      const filled = Math.round((width * done) / this.total);
      const percent = ((100 * done) / this.total).toFixed(0).padStart(3);
      this.stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${this.total} ${seconds}s`);
    } else {
      const half = Math.floor((2 * done) / this.total);
      if (half <= this.lastHalf) return;
      this.lastHalf = half;
      this.stream.write(`progress: ${done}/${this.total} pairs (${half * 50}%) ${seconds}s\n`);
    }
  }

  finish(): void {
    if (this.tty) this.stream.write('\n');
  }
}

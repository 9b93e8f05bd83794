// The same bits in every JavaScript engine: one corpus (test/cross_engine/corpus.ts: rotations,
// SetAsBox with angles, b2CollidePolygons and b2WorldManifold with rotated polygons,
// b2TimeOfImpact of spinning shapes, b2Distance cold and warm) is run on both builds in Node (this
// process), in headless Chromium (playwright-core on the system's chromium, CHROMIUM_PATH
// overrides it) and in Firefox ESR (Debian's firefox-esr, driven directly: FIREFOX_PATH overrides
// it). Each page POSTs every output double to a server this test starts on 127.0.0.1, and every
// double must have Node's bits. The server, the browsers and Firefox's profile directory are
// removed whatever fails.

import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';
import { CORPUS_SIZES, encodeCategories, mathControl, runCorpus, type CorpusCategory, type CorpusLib } from './corpus';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const PAGE_TIMEOUT_MS = 240_000;
jest.setTimeout(PAGE_TIMEOUT_MS + 60_000);

interface PageResult {
  userAgent: string;
  f64?: Record<string, string>;
  f32?: Record<string, string>;
  math?: Record<string, string>;
  error?: string;
}

const node = { f64: runCorpus(F64), f32: runCorpus(F32 as unknown as CorpusLib) };

/** For each category, how many output doubles differ in any bit from Node's (a missing or short category counts whole). */
function differingCounts(ours: readonly CorpusCategory[], theirs: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of ours) {
    const encoded = theirs?.[c.name];
    const bytes = encoded === undefined ? new Uint8Array(0) : Buffer.from(encoded, 'base64');
    const a = new Uint32Array(c.values.buffer, c.values.byteOffset, c.values.length * 2);
    const b = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength - (bytes.byteLength % 8)));
    let differ = Math.abs(a.length - b.length) / 2;
    for (let i = 0; i < Math.min(a.length, b.length); i += 2) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) ++differ;
    out[c.name] = `${differ} of ${c.values.length} differ`;
  }
  return out;
}

function allAgree(counts: Record<string, string>): boolean {
  return Object.values(counts).every((v) => v.startsWith('0 of'));
}

/** The page and its script, and the results the pages post, by engine. */
class CorpusServer {
  private server: http.Server | undefined;
  private waiting = new Map<string, (r: PageResult) => void>();
  url = '';

  async start(): Promise<void> {
    const bundle = buildSync({
      entryPoints: [path.join(__dirname, 'page_entry.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2020',
      logLevel: 'silent',
    }).outputFiles[0].text;
    const html = '<!doctype html><meta charset="utf-8"><title>b2collide cross-engine corpus</title><script src="/corpus.js"></script>';
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'POST' && url.pathname === '/result') {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => (body += chunk));
        req.on('end', () => {
          res.end('ok');
          const engine = url.searchParams.get('engine') ?? '';
          let parsed: PageResult;
          try {
            parsed = JSON.parse(body) as PageResult;
          } catch {
            parsed = { userAgent: '', error: `unparsable result: ${body.slice(0, 200)}` };
          }
          this.waiting.get(engine)?.(parsed);
        });
        return;
      }
      if (url.pathname === '/corpus.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      } else if (url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(html);
      } else {
        res.writeHead(404).end();
      }
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/`;
  }

  /** Resolves with the result the page opened for engine posts, or rejects after the timeout. */
  result(engine: string): Promise<PageResult> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no result from ${engine} within ${PAGE_TIMEOUT_MS / 1000} s`)), PAGE_TIMEOUT_MS);
      this.waiting.set(engine, (r) => {
        clearTimeout(timer);
        this.waiting.delete(engine);
        resolve(r);
      });
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Runs one page's result through the comparison: both builds, every category. */
function expectNodeBits(result: PageResult): void {
  expect(result.error).toBeUndefined();
  // Not asserted (it depends on the engine's version): how far the engine's own Math.sin/Math.cos
  // are from Node's on the same angles, which is what the library no longer reads.
  console.log(`${result.userAgent}: its own Math.sin/Math.cos vs Node's: ${differingCounts([mathControl()], result.math).rotations} (10,000 angles, sin and cos)`);
  const report = { f64: differingCounts(node.f64, result.f64), f32: differingCounts(node.f32, result.f32) };
  // The whole table in the failure message, so a failure says which calls moved.
  expect({ engine: result.userAgent, ...report }).toEqual({
    engine: result.userAgent,
    f64: Object.fromEntries(node.f64.map((c) => [c.name, `0 of ${c.values.length} differ`])),
    f32: Object.fromEntries(node.f32.map((c) => [c.name, `0 of ${c.values.length} differ`])),
  });
  expect(allAgree(report.f64) && allAgree(report.f32)).toBe(true);
}

const server = new CorpusServer();
beforeAll(() => server.start());
afterAll(() => server.stop());

describe('one corpus, both builds, every output bit as Node computes it', () => {
  test('the corpus is not empty and exercises every category', () => {
    for (const build of [node.f64, node.f32]) {
      expect(build.map((c) => c.name)).toEqual(Object.keys(CORPUS_SIZES));
      for (const c of build) expect(c.values.length).toBeGreaterThan(CORPUS_SIZES[c.name]);
    }
    // Rotated polygon pairs touch often enough to compare contact points, not just "no contact".
    const polygons = node.f64.find((c) => c.name === 'polygons') as CorpusCategory;
    expect(polygons.values.length).toBeGreaterThan(CORPUS_SIZES.polygons * 12);
  });

  test('the comparison sees one flipped bit, and a missing category (control)', () => {
    const copy = node.f64.map((c) => ({ name: c.name, values: c.values.slice() }));
    const toi = copy.find((c) => c.name === 'toi') as CorpusCategory;
    new Uint32Array(toi.values.buffer)[3] ^= 1; // the low bit of the first t
    const encoded = encodeCategories(copy);
    delete encoded.boxes;
    const counts = differingCounts(node.f64, encoded);
    expect(counts.toi).toBe(`1 of ${toi.values.length} differ`);
    expect(counts.boxes).toBe(`${copy[1].values.length} of ${copy[1].values.length} differ`);
    expect(counts.rotations).toBe(`0 of ${copy[0].values.length} differ`);
  });

  test('headless Chromium (playwright-core, CHROMIUM_PATH or /usr/bin/chromium)', async () => {
    if (!fs.existsSync(chromiumPath)) {
      throw new Error(`Chromium not found at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
    }
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
      const page = await browser.newPage();
      const posted = server.result('chromium');
      await page.goto(`${server.url}?engine=chromium`);
      expectNodeBits(await posted);
    } finally {
      await browser?.close();
    }
  });

  const firefoxTest = fs.existsSync(firefoxPath) ? test : test.skip;
  firefoxTest(`Firefox ESR (${firefoxPath}${fs.existsSync(firefoxPath) ? '' : ' is not installed: apt-get install firefox-esr, or set FIREFOX_PATH'})`, async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'b2collide-firefox-'));
    let child: ChildProcess | undefined;
    try {
      const posted = server.result('firefox');
      child = spawn(firefoxPath, ['--headless', '--no-remote', '--profile', profile, `${server.url}?engine=firefox`], {
        stdio: 'ignore',
        detached: true, // its own process group, so the kill below reaches Firefox's content processes too
        env: { ...process.env, MOZ_HEADLESS: '1' },
      });
      const exited = new Promise<never>((_, reject) => child?.once('exit', (code) => reject(new Error(`firefox-esr exited with ${code} before posting`))));
      expectNodeBits(await Promise.race([posted, exited]));
    } finally {
      if (child?.pid !== undefined && child.exitCode === null) {
        const gone = new Promise<void>((resolve) => child?.once('exit', () => resolve()));
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await gone;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

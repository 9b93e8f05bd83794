// The import graph of the repo's TypeScript folders and its cycles, for test/import_cycles.test.ts.
// Every relative import counts, type-only ones included (a cycle of types still ties the files'
// meaning together); package imports ('b2collide', 'planck', ...) leave the graph.

import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';

/** Every .ts file under the folders, as absolute paths. */
export function listTsFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(full);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** The file a relative specifier names (x.ts, x/index.ts), or undefined for a package or a non-TypeScript file. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** file -> the files it imports (static imports, re-exports, import() and require() with a literal). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each strongly connected set of two or more files (or a file importing itself), as one cycle through it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components, iterative over the sorted file list for a stable order.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    ++next;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(cycleThrough(graph, component));
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return cycles;
}

/** One concrete cycle inside a strongly connected set: a shortest path back to its first file. */
function cycleThrough(graph: Map<string, string[]>, component: string[]): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; ++i) {
    for (const w of graph.get(queue[i]) ?? []) {
      if (w === start) {
        const path = [queue[i]];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start];
      }
      if (inside.has(w) && !previous.has(w)) {
        previous.set(w, queue[i]);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

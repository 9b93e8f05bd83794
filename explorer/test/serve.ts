// Starts the explorer's vite dev server on 127.0.0.1 at a free port for a browser test, and stops
// it again. vite runs as a child process (it is an ES module; jest runs the tests as CommonJS).

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The repository root: npm scripts and jest run there (jest's rootDir).
const repo = process.cwd();

/** A port the OS reports free right now (vite is told --strictPort, so a race fails loudly). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Served {
  url: string;
  stop(): Promise<void>;
}

export async function serveExplorer(): Promise<Served> {
  const port = await freePort();
  const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
  const child: ChildProcess = spawn(process.execPath, [vite, '--config', join(repo, 'explorer', 'vite.config.ts'), '--port', String(port), '--strictPort'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  // Whatever happens to the test (a failed start, a thrown assertion, a killed jest worker), vite
  // does not outlive this process.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let output = '';
  const url = `http://127.0.0.1:${port}/`;
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`vite did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`vite exited with ${code}:\n${output}`));
    });
  });
  try {
    await started;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

// The peer packages the built-in pair types compare b2collide with. They are optional peer
// dependencies of the package: the harness (and the b2collide-compare bin) uses each one that is
// installed and skips the pair types of one that is not, saying how to install it. Any version
// installs beside the library (the peer ranges are open); one other than the version the harness
// was validated with runs with a warning, since the known differences listed are that version's.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PeerName = 'planck' | '@box2d/core' | 'box2d-wasm' | 'phaser-box2d';

/**
 * The versions the harness was validated with, whose known differences compare/ lists (the
 * devDependencies pins; a test checks).
 */
export const PEER_VERSIONS: Readonly<Record<PeerName, string>> = {
  planck: '1.5.0',
  '@box2d/core': '0.11.0',
  'box2d-wasm': '7.0.0',
  'phaser-box2d': '1.1.0',
};

/**
 * The module each peer is loaded through. phaser-box2d 1.1.0 names an `index.js` it does not ship
 * as its main, so its bundle is resolved by path.
 */
const ENTRY: Readonly<Record<PeerName, string>> = {
  planck: 'planck',
  '@box2d/core': '@box2d/core',
  'box2d-wasm': 'box2d-wasm',
  'phaser-box2d': 'phaser-box2d/dist/PhaserBox2D.js',
};

// Resolved from this file, as the pair types' own imports are, never from the working directory.
// Under jest (CommonJS) import.meta.url is rewritten to this file's URL by test/support/import_meta_url.cjs.
const requireHere = createRequire(import.meta.url);

/** Whether the package resolves from here (it is not loaded). */
export function isInstalled(name: PeerName): boolean {
  try {
    requireHere.resolve(ENTRY[name]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The version of the package that resolves from here, read from its package.json (found by
 * walking up from its entry file, since not every peer exports ./package.json); undefined when it
 * is not installed.
 */
export function installedVersion(name: PeerName): string | undefined {
  let entry: string;
  try {
    entry = requireHere.resolve(ENTRY[name]);
  } catch {
    return undefined;
  }
  for (let dir = dirname(entry); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === name && typeof pkg.version === 'string') return pkg.version;
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** The command that installs a peer at the version the harness was validated with. */
export function installHint(name: PeerName): string {
  return `npm install --save-dev ${name}@${PEER_VERSIONS[name]}`;
}

/** 'planck 1.5.0, @box2d/core 0.11.0, box2d-wasm 7.0.0': the validated versions, for --help. */
export function validatedVersions(): string {
  return Object.entries(PEER_VERSIONS)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
}

/**
 * One warning line per installed peer whose version is not the validated one (`version` decides;
 * tests pass their own). The run goes on: only its known differences may not be that version's.
 */
export function versionWarnings(version: (name: PeerName) => string | undefined = installedVersion): string[] {
  const lines: string[] = [];
  for (const [name, validated] of Object.entries(PEER_VERSIONS) as [PeerName, string][]) {
    const installed = version(name);
    if (installed === undefined || installed === validated) continue;
    lines.push(
      `warning: ${name} ${installed} is installed; this harness was validated with ${name} ${validated}, and the known differences ` +
        `it explains are that version's, so a disagreement may be a change in ${name} rather than a bug (${installHint(name)} to match)`,
    );
  }
  return lines;
}

// The peer packages the built-in pair types compare b2collide with. They are optional peer
// dependencies of the package: the harness (and the b2collide-compare bin) uses each one that is
// installed and skips the pair types of one that is not, saying how to install it.

import { createRequire } from 'node:module';

export type PeerName = 'planck-js' | '@box2d/core' | 'box2d-wasm';

/** The versions whose known differences compare/ lists (the devDependencies pins; a test checks). */
export const PEER_VERSIONS: Readonly<Record<PeerName, string>> = {
  'planck-js': '1.3.0',
  '@box2d/core': '0.11.0',
  'box2d-wasm': '7.0.0',
};

// Resolved from this file, as the pair types' own imports are, never from the working directory.
// Under jest (CommonJS) import.meta.url is rewritten to this file's URL by test/support/import_meta_url.cjs.
const requireHere = createRequire(import.meta.url);

/** Whether the package resolves from here (it is not loaded). */
export function isInstalled(name: PeerName): boolean {
  try {
    requireHere.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The command that installs a peer at the version the harness knows. */
export function installHint(name: PeerName): string {
  return `npm install --save-dev ${name}@${PEER_VERSIONS[name]}`;
}

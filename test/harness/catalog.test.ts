// The command line's lazy catalog of pair types (compare/catalog.ts) against the registry the tests
// use: same pair types, same order; a peer package that is not installed skips exactly the pair
// types compared with it, with one note naming it and its install command; the peer versions the
// harness names are the ones package.json pins (devDependencies), its peer ranges are open (any
// later version installs beside the library), and another installed version gets a warning.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_NAMES, loadCatalog, skipNotes } from '../../compare/catalog';
import { PEER_VERSIONS, installedVersion, isInstalled, validatedVersions, versionWarnings, type PeerName } from '../../compare/peers';
import { USAGE } from '../../compare/cli';
import { pairTypes } from '../../compare/registry';

const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

describe('the pair type catalog', () => {
  it('lists the registry\'s pair types in its order and, with every peer installed, loads the same objects', async () => {
    expect(CATALOG_NAMES).toEqual(pairTypes.map((pt) => pt.name));
    // Unprepared: the native reference's build is test/harness/native_reference.test.ts's job.
    const catalog = await loadCatalog(() => true, false);
    expect(catalog.pairTypes.map((pt) => pt.name)).toEqual(CATALOG_NAMES);
    catalog.pairTypes.forEach((pt, i) => expect(pt).toBe(pairTypes[i]));
    expect(catalog.skipped).toEqual([]);
  });

  it('skips the pair types of a missing peer and says how to install it', async () => {
    const catalog = await loadCatalog((name) => name !== 'planck', false);
    const loaded = catalog.pairTypes.map((pt) => pt.name);
    expect(loaded).not.toContain('polygon-polygon');
    expect(loaded).toContain('edge-polygon');
    expect(loaded).toContain('toi-core');
    expect(loaded).toContain('shape-core');
    expect(loaded).toContain('f32-box2d-wasm');
    expect(catalog.skipped).toHaveLength(1);
    const [skipped] = catalog.skipped;
    expect([...skipped.pairTypes, ...loaded].sort()).toEqual([...CATALOG_NAMES].sort());
    // Exactly the pair types whose peer is planck go: each module imports its own peer only.
    expect(skipped.pairTypes).toEqual(pairTypes.filter((p) => p.peer.name.startsWith('planck')).map((p) => p.name));
    expect(skipNotes(catalog)).toEqual([`skipped ${skipped.pairTypes.join(', ')}: planck is not installed (npm install --save-dev planck@1.5.0)`]);
  });

  it('runs only the native references and notes all four peers when none is installed', async () => {
    const catalog = await loadCatalog(() => false, false);
    expect(catalog.pairTypes.map((pt) => pt.name)).toEqual(['native-f32', 'native-f64', 'native-v3']);
    expect(catalog.skipped.map((s) => s.peer).sort()).toEqual(['@box2d/core', 'box2d-wasm', 'phaser-box2d', 'planck']);
  });

  it('finds the peers this repository installs', () => {
    for (const name of Object.keys(PEER_VERSIONS) as PeerName[]) expect(isInstalled(name)).toBe(true);
  });

  it('names the versions package.json pins, and each is an optional peer with an open range', () => {
    for (const [name, version] of Object.entries(PEER_VERSIONS)) {
      expect(pkg.devDependencies[name]).toBe(version);
      // '>=' a version no later than the validated one: npm never reports a conflict with a newer one.
      const range = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(pkg.peerDependencies[name]);
      expect(range).not.toBeNull();
      const lowest = range!.slice(1).map(Number);
      const validated = version.split('.').map(Number);
      expect(lowest[0] * 1e6 + lowest[1] * 1e3 + lowest[2]).toBeLessThanOrEqual(validated[0] * 1e6 + validated[1] * 1e3 + validated[2]);
      expect(pkg.peerDependenciesMeta[name].optional).toBe(true);
    }
    // planck-js is planck's old registry name: no longer a peer.
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(Object.keys(PEER_VERSIONS).sort());
  });

  it('reads the installed versions from the packages themselves', () => {
    for (const [name, version] of Object.entries(PEER_VERSIONS) as [PeerName, string][]) expect(installedVersion(name)).toBe(version);
  });

  it('warns (one line per peer) when an installed version is not the validated one, and names the validated one in --help', () => {
    expect(versionWarnings()).toEqual([]);
    expect(versionWarnings((name) => (name === 'planck' ? '1.4.3' : name === 'box2d-wasm' ? undefined : PEER_VERSIONS[name]))).toEqual([
      'warning: planck 1.4.3 is installed; this harness was validated with planck 1.5.0, and the known differences it explains are ' +
        "that version's, so a disagreement may be a change in planck rather than a bug (npm install --save-dev planck@1.5.0 to match)",
    ]);
    expect(validatedVersions()).toBe('planck 1.5.0, @box2d/core 0.11.0, box2d-wasm 7.0.0, phaser-box2d 1.1.0');
    expect(USAGE).toContain('validated with planck 1.5.0, @box2d/core 0.11.0, box2d-wasm 7.0.0, phaser-box2d 1.1.0');
  });
});

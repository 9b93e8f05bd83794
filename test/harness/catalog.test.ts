// The command line's lazy catalog of pair types (compare/catalog.ts) against the registry the tests
// use: same pair types, same order; a peer package that is not installed skips exactly the pair
// types compared with it, with one note naming it and its install command; and the peer versions the
// harness names are the ones package.json pins (devDependencies) and accepts (peerDependencies).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_NAMES, loadCatalog, skipNotes } from '../../compare/catalog';
import { PEER_VERSIONS, isInstalled, type PeerName } from '../../compare/peers';
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
    const catalog = await loadCatalog((name) => name !== 'planck-js', false);
    const loaded = catalog.pairTypes.map((pt) => pt.name);
    expect(loaded).not.toContain('polygon-polygon');
    expect(loaded).toContain('edge-polygon');
    expect(loaded).toContain('toi-core');
    expect(loaded).toContain('shape-core');
    expect(loaded).toContain('f32-box2d-wasm');
    expect(catalog.skipped).toHaveLength(1);
    const [skipped] = catalog.skipped;
    expect([...skipped.pairTypes, ...loaded].sort()).toEqual([...CATALOG_NAMES].sort());
    // Exactly the pair types whose peer is planck-js go: each module imports its own peer only.
    expect(skipped.pairTypes).toEqual(pairTypes.filter((p) => p.peer.name.startsWith('planck-js')).map((p) => p.name));
    expect(skipNotes(catalog)).toEqual([`skipped ${skipped.pairTypes.join(', ')}: planck-js is not installed (npm install --save-dev planck-js@1.3.0)`]);
  });

  it('runs only the native reference and notes all three peers when none is installed', async () => {
    const catalog = await loadCatalog(() => false, false);
    expect(catalog.pairTypes.map((pt) => pt.name)).toEqual(['native-f32', 'native-f64']);
    expect(catalog.skipped.map((s) => s.peer).sort()).toEqual(['@box2d/core', 'box2d-wasm', 'planck-js']);
  });

  it('finds the peers this repository installs', () => {
    for (const name of Object.keys(PEER_VERSIONS) as PeerName[]) expect(isInstalled(name)).toBe(true);
  });

  it('names the versions package.json pins, and each is an optional peer of the package', () => {
    for (const [name, version] of Object.entries(PEER_VERSIONS)) {
      expect(pkg.devDependencies[name]).toBe(version);
      expect(pkg.peerDependencies[name]).toBe(`^${version}`);
      expect(pkg.peerDependenciesMeta[name].optional).toBe(true);
    }
  });
});

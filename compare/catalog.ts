// The built-in pair types, loaded lazily: each module is imported only when the peer packages it
// needs are installed, so the harness (and the b2collide-compare bin, which has them as optional
// peers) runs with any subset of planck, @box2d/core, box2d-wasm and phaser-box2d. Same pair types, same
// order as registry.ts, which imports them all at once for the tests (a test checks they agree).

import type { AnyPairType } from './runner/types';
import { installHint, isInstalled, type PeerName } from './peers';

interface Entry {
  /** The pair type names the module exports, known before it is loaded. */
  readonly names: readonly string[];
  readonly needs: readonly PeerName[];
  load(): Promise<readonly AnyPairType[]>;
  /**
   * For pair types that need more than a package (the native reference needs g++, Box2D's sources
   * and a build): makes what they need, or throws the reason, and the pair types are then skipped
   * with that reason, as for a missing peer package.
   */
  prepare?(): Promise<void>;
}

const ENTRIES: readonly Entry[] = [
  { names: ['polygon-polygon'], needs: ['planck'], load: async () => [(await import('./polygon/pair-polygon-polygon')).polygonPairType] },
  { names: ['circle-circle'], needs: ['planck'], load: async () => [(await import('./round/pair-circle-circle')).circleCirclePairType] },
  { names: ['polygon-circle'], needs: ['planck'], load: async () => [(await import('./round/pair-polygon-circle')).polygonCirclePairType] },
  { names: ['edge-circle'], needs: ['@box2d/core'], load: async () => [(await import('./round/pair-edge-circle')).edgeCirclePairType] },
  { names: ['edge-polygon'], needs: ['@box2d/core'], load: async () => [(await import('./round/pair-edge-polygon')).edgePolygonPairType] },
  { names: ['distance'], needs: ['planck'], load: async () => [(await import('./distance/pair-distance')).distancePairType] },
  { names: ['distance-core'], needs: ['@box2d/core'], load: async () => [(await import('./distance/pair-distance-box2dcore')).distanceBox2dcorePairType] },
  { names: ['f32-box2d-wasm'], needs: ['box2d-wasm'], load: async () => [(await import('./f32/pair-f32')).f32PairType] },
  { names: ['toi'], needs: ['planck'], load: async () => [(await import('./toi/pair-toi')).toiPairType] },
  { names: ['toi-core'], needs: ['@box2d/core'], load: async () => [(await import('./toi/pair-toi-core')).toiCorePairType] },
  { names: ['tree-box2dcore'], needs: ['@box2d/core'], load: async () => [(await import('./tree/pair-tree-core')).treeBox2dCorePairType] },
  { names: ['tree-planck'], needs: ['planck'], load: async () => [(await import('./tree/pair-tree-planck')).treePlanckPairType] },
  { names: ['f32-shape-box2d-wasm'], needs: ['box2d-wasm'], load: async () => [(await import('./shape/pair-shape-f32')).shapeF32PairType] },
  { names: ['shape-planck'], needs: ['planck'], load: async () => [(await import('./shape/pair-shape-planck')).shapePlanckPairType] },
  { names: ['shape-core'], needs: ['@box2d/core'], load: async () => [(await import('./shape/pair-shape-core')).shapeCorePairType] },
  {
    names: ['native-f32', 'native-f64'],
    needs: [],
    prepare: async () => (await import('./native/native-client')).prepareNative(),
    load: async () => {
      const native = await import('./native/pair-native');
      return [native.nativeF32PairType, native.nativeF64PairType];
    },
  },
  { names: ['v3-phaser'], needs: ['phaser-box2d'], load: async () => [(await import('./v3-phaser/pair-v3-phaser')).v3PhaserPairType] },
  { names: ['v3-phaser-query'], needs: ['phaser-box2d'], load: async () => [(await import('./v3-phaser/pair-v3-phaser-query')).v3PhaserQueryPairType] },
  {
    // Box2D v3.1.1's C as recorded in the repository (compare/native-v3/): needs no peer package,
    // only the recorded vectors, which the installed package does not ship.
    names: ['native-v3'],
    needs: [],
    prepare: async () => {
      const missing = (await import('./native-v3/vectors')).vectorsMissing();
      if (missing !== undefined) throw new Error(missing);
    },
    load: async () => [(await import('./native-v3/pair-native-v3')).nativeV3PairType],
  },
];

/** A peer package that is not installed, the pair types skipped for it, and how to install it. */
export interface SkippedPeer {
  readonly peer: PeerName;
  readonly pairTypes: readonly string[];
  readonly install: string;
}

export interface Catalog {
  readonly pairTypes: readonly AnyPairType[];
  readonly skipped: readonly SkippedPeer[];
  /** One line per optional pair type that could not be loaded, with the reason. */
  readonly unavailable?: readonly string[];
}

/** Every pair type name of the catalog, in order, loaded or not. */
export const CATALOG_NAMES: readonly string[] = ENTRIES.flatMap((e) => e.names);

/**
 * Loads the pair types whose peers are installed (`installed` decides; tests pass their own) and,
 * with `prepare` (the default), whose other needs can be met (the native reference is built or
 * taken from its cache); without it those are loaded unprepared.
 */
export async function loadCatalog(installed: (name: PeerName) => boolean = isInstalled, prepare = true): Promise<Catalog> {
  const pairTypes: AnyPairType[] = [];
  const skipped = new Map<PeerName, string[]>();
  const unavailable: string[] = [];
  for (const entry of ENTRIES) {
    const missing = entry.needs.filter((name) => !installed(name));
    if (missing.length === 0 && prepare && entry.prepare !== undefined) {
      try {
        await entry.prepare();
      } catch (e) {
        unavailable.push(`skipped ${entry.names.join(', ')}: ${(e as Error).message}`);
        continue;
      }
    }
    if (missing.length === 0) pairTypes.push(...(await entry.load()));
    for (const name of missing) skipped.set(name, [...(skipped.get(name) ?? []), ...entry.names]);
  }
  return { pairTypes, skipped: [...skipped].map(([peer, names]) => ({ peer, pairTypes: names, install: installHint(peer) })), unavailable };
}

/** One line per missing peer: which pair types were skipped and how to add them. */
export function skipNotes(catalog: Catalog): string[] {
  return [...catalog.skipped.map((s) => `skipped ${s.pairTypes.join(', ')}: ${s.peer} is not installed (${s.install})`), ...(catalog.unavailable ?? [])];
}

// Under jest b2collide is src/: every forced copy the witnesses use (compare/forced-copies.ts),
// made from the TypeScript source.
import type { b2CollidePolygons } from 'b2collide';
import { PLANCK_CLIP, setForcedClip } from '../../compare/polygon/forced-clip';
import { forcedCopyFromSource } from './forced_copy';
import { useForcedTOIs } from './forced_toi';
import { PHASER_CAPSULES, PHASER_CHAIN, PHASER_POLYGONS, setPhaserDepartures } from '../../compare/v3-phaser/phaser-differences';
import type { V3Colliders } from '../../compare/v3-phaser/engine-b2collide';
import { PHASER_MASS, PHASER_RAYS, setPhaserQueryDepartures } from '../../compare/v3-phaser/query-differences';

/** planck's clip interpolation in b2CollidePolygons, from src/. */
export function useForcedClip(): void {
  setForcedClip(forcedCopyFromSource<{ b2CollidePolygons: typeof b2CollidePolygons }>(PLANCK_CLIP).b2CollidePolygons);
}

/** phaser-box2d's listed departures in b2collide/v3/f64's polygon, capsule and chain colliders, from src/. */
export function useForcedPhaserDepartures(): void {
  const polygons = forcedCopyFromSource<V3Colliders>(PHASER_POLYGONS);
  const capsules = forcedCopyFromSource<V3Colliders>(PHASER_CAPSULES, [PHASER_POLYGONS]);
  const chain = forcedCopyFromSource<V3Colliders>(PHASER_CHAIN);
  setPhaserDepartures({
    b2CollidePolygons: polygons.b2CollidePolygons,
    b2CollideSegmentAndPolygon: polygons.b2CollideSegmentAndPolygon,
    b2CollidePolygonAndCapsule: capsules.b2CollidePolygonAndCapsule,
    b2CollideCapsules: capsules.b2CollideCapsules,
    b2CollideChainSegmentAndCapsule: chain.b2CollideChainSegmentAndCapsule,
    b2CollideChainSegmentAndPolygon: chain.b2CollideChainSegmentAndPolygon,
  });
}

/** phaser-box2d's listed departures in b2collide/v3/f64's ray casts and masses, from src/. */
export function useForcedPhaserQueryDepartures(): void {
  type Queries = Record<'b2RayCastCircle' | 'b2RayCastCapsule' | 'b2RayCastPolygon' | 'b2ComputeCircleMass' | 'b2ComputeCapsuleMass', unknown>;
  const rays = forcedCopyFromSource<Queries>(PHASER_RAYS);
  const mass = forcedCopyFromSource<Queries>(PHASER_MASS);
  setPhaserQueryDepartures({
    b2RayCastCircle: rays.b2RayCastCircle,
    b2RayCastCapsule: rays.b2RayCastCapsule,
    b2RayCastPolygon: rays.b2RayCastPolygon,
    b2ComputeCircleMass: mass.b2ComputeCircleMass,
    b2ComputeCapsuleMass: mass.b2ComputeCapsuleMass,
  });
}

/** Every forced copy: planck's TOI departures and its clip interpolation, phaser-box2d's v3.0 polygon, ray and mass code. */
export function useForcedCopies(): void {
  useForcedTOIs();
  useForcedClip();
  useForcedPhaserDepartures();
  useForcedPhaserQueryDepartures();
}

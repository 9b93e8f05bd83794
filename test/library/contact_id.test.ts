// b2ContactID.key is the C++ union's uint32 read on a little-endian machine:
// byte 0 = indexA, byte 1 = indexB, byte 2 = typeA, byte 3 = typeB.
import { b2ContactFeature, b2ContactFeatureType, b2ContactID } from 'b2collide';

describe('b2ContactFeatureType', () => {
  test('numbered as C++: e_vertex 0, e_face 1', () => {
    expect(b2ContactFeatureType.e_vertex).toBe(0);
    expect(b2ContactFeatureType.e_face).toBe(1);
  });
});

describe('b2ContactID.key', () => {
  test('packs indexA | indexB << 8 | typeA << 16 | typeB << 24', () => {
    const id = new b2ContactID();
    expect(id.key).toBe(0);
    id.cf.Set(3, 5, b2ContactFeatureType.e_face, b2ContactFeatureType.e_vertex);
    // 3 + 5*256 + 1*65536 + 0 = 3 + 1280 + 65536 = 66819
    expect(id.key).toBe(66819);
  });

  test('typeB = e_face sets bit 24, so the key is at least 2^24', () => {
    const id = new b2ContactID();
    id.cf.Set(0, 2, b2ContactFeatureType.e_vertex, b2ContactFeatureType.e_face);
    // 0 + 2*256 + 0 + 1*2^24 = 16777728
    expect(id.key).toBe(16777728);
    expect(id.key).toBeGreaterThanOrEqual(2 ** 24);
  });

  test('is unsigned: all bytes 255 read back as 0xffffffff, never negative', () => {
    const id = new b2ContactID();
    id.cf.Set(255, 255, 255, 255);
    expect(id.key).toBe(0xffffffff);
    expect(id.key).toBe(4294967295);
  });

  test('is writable: setting key 0xffffffff makes every field 255', () => {
    const id = new b2ContactID();
    id.key = 0xffffffff;
    expect(id.cf).toMatchObject({ indexA: 255, indexB: 255, typeA: 255, typeB: 255 });
    expect(id.key).toBe(0xffffffff);
  });

  test('writing key splits it into the four bytes', () => {
    const id = new b2ContactID();
    id.key = 0x01000302; // typeB 1, typeA 0, indexB 3, indexA 2
    expect(id.cf).toMatchObject({ indexA: 2, indexB: 3, typeA: 0, typeB: 1 });
  });

  test('is never stale: every cf change shows in the next read of key', () => {
    const id = new b2ContactID();
    id.key = 0x01000302;
    id.cf.indexA = 7;
    expect(id.key).toBe(0x01000307);
    id.cf.indexB = 0;
    expect(id.key).toBe(0x01000007);
    id.cf.typeA = 1;
    expect(id.key).toBe(0x01010007);
    id.cf.typeB = 0;
    expect(id.key).toBe(0x00010007);
  });

  test('Copy copies the bytes, not a reference (the C++ by-value assignment)', () => {
    const a = new b2ContactID();
    a.key = 0x01000302;
    const b = new b2ContactID().Copy(a);
    expect(b.key).toBe(0x01000302);
    a.cf.indexA = 9;
    expect(b.key).toBe(0x01000302);
    expect(b.cf).not.toBe(a.cf);
  });
});

describe('b2ContactFeature', () => {
  test('Set and Copy write all four fields', () => {
    const f = new b2ContactFeature().Set(1, 2, 1, 0);
    expect(f).toMatchObject({ indexA: 1, indexB: 2, typeA: 1, typeB: 0 });
    const g = new b2ContactFeature().Copy(f);
    expect(g).toMatchObject({ indexA: 1, indexB: 2, typeA: 1, typeB: 0 });
  });
});

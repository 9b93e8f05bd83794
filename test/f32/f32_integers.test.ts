// The float32 twin rounds floating-point arithmetic with Math.fround, never an integer: node ids,
// proxy ids, counts and indices may pass 2^24, where fround stops being exact (2^24 + 1 rounds to
// 2^24). A node id through fround made the float32 tree's 8,388,609th CreateProxy loop forever
// (2^23 + 1 proxies need node ids past 2^24). Integer parameters are written
// `/* f32: integer */ id: number` and integer statements carry `// f32: integer`
// (scripts/f32/generate.ts). This test reads the generated build/f32 sources of the tree, the
// broad phase, the growable stack, the hull and the distance proxy and fails on any Math.fround
// whose argument mentions an integer-valued name.
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import * as F64 from 'b2collide';
import * as F32 from 'b2collide/f32';

const root = path.resolve(__dirname, '../..');
const files = [
  'collision/b2_dynamic_tree.ts',
  'collision/b2_broad_phase.ts',
  'collision/b2_growable_stack.ts',
  'collision/b2_hull.ts',
  'collision/b2_distance_proxy.ts',
];

// Names that hold ids, counts or indices in these files (locals, parameters and fields).
const INTEGER_NAME =
  /^(i|j|k|n|i1|i2|iA|iB|iC|iD|iE|iF|iG|up|count|index|nodeId|proxyId|proxyIdA|proxyIdB|leaf|sibling|oldParent|newParent|parent|grandParent|child1|child2|capacity|oldCapacity|initialCapacity|element|height|h1|h2|depth|next|from|start|node|index1|index2|parentIndex|iMin|jMin|bestIndex|indexOrCount|m_count|m_nodeCount|m_nodeCapacity|m_insertionCount|m_moveCount|m_pairCount|m_pairCapacity|m_proxyCount|m_root|m_freeList|m_queryProxyId|m_depth|balance|freeCount|freeIndex)$/;

const BITWISE = new Set([
  ts.SyntaxKind.LessThanLessThanToken, ts.SyntaxKind.GreaterThanGreaterThanToken, ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
  ts.SyntaxKind.AmpersandToken, ts.SyntaxKind.BarToken, ts.SyntaxKind.CaretToken,
]);

function roundedIntegerNames(file: string): string[] {
  const text = fs.readFileSync(path.join(root, 'build/f32', file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2020, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(sf) === 'Math' && node.expression.name.text === 'fround'
    ) {
      const names = (n: ts.Node): void => {
        // A name read as a value: an identifier, or the last name of a property access (this.m_count).
        // An index inside a subscript (m[i | 2]) or a bitwise operand (i << 2) reads a float or
        // stays an integer; neither is rounded.
        if (ts.isElementAccessExpression(n) || (ts.isBinaryExpression(n) && BITWISE.has(n.operatorToken.kind))) {
          if (ts.isElementAccessExpression(n)) names(n.expression);
          return;
        }
        if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.expression === n && n.parent.name !== n)) {
          if (INTEGER_NAME.test(n.text)) {
            const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
            found.push(`${file}:${line + 1}: ${node.getText(sf)}`);
          }
        }
        ts.forEachChild(n, names);
      };
      names(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('build/f32 rounds no integer', () => {
  test.each(files)('%s: no Math.fround of an id, count or index', (file) => {
    expect(roundedIntegerNames(file)).toEqual([]);
  });

  test('the scan is not vacuous: it finds the node id the generator rounded before the fix', () => {
    const text = 'function f(leaf: number) { if (typeof leaf === \'number\') leaf = Math.fround(leaf); return Math.fround(x * 2); }';
    const dir = fs.mkdtempSync(path.join(root, 'build', 'f32-scan-'));
    try {
      fs.mkdirSync(path.join(dir, 'collision'));
      fs.writeFileSync(path.join(dir, 'collision', 'probe.ts'), text);
      const rel = path.relative(path.join(root, 'build/f32'), path.join(dir, 'collision', 'probe.ts'));
      expect(roundedIntegerNames(rel)).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('integers beyond 2^24 and non-integers near one are treated alike in both builds', () => {
  test('b2GrowableStack keeps 2^24 + 1 (an int32 id) in float32 too', () => {
    for (const Stack of [F64.b2GrowableStack, F32.b2GrowableStack]) {
      const stack = new Stack(2);
      stack.Push(2 ** 24 + 1);
      stack.Push(2 ** 30 + 3);
      expect(stack.Pop()).toBe(2 ** 30 + 3);
      expect(stack.Pop()).toBe(2 ** 24 + 1);
    }
  });

  test('a child index of 1 + 2^-40 is refused by both builds (fround would make it 1)', () => {
    const index = 1 + 2 ** -40;
    for (const L of [F64, F32 as unknown as typeof F64]) {
      const chain = new L.b2ChainShape().CreateChain(
        [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }],
        3,
        { x: -1, y: 0 },
        { x: 3, y: 0 },
      );
      expect(() => chain.ComputeAABB(new L.b2AABB(), new L.b2Transform(), index)).toThrow(
        `b2ChainShape.ComputeAABB: child index ${index} is out of range [0, 2)`,
      );
      expect(() => new L.b2DistanceProxy().Set(chain, index)).toThrow(/child index 1\.0000000000009095 is out of range/);
    }
  });
});

// Generates the float32 twin of src/: the same TypeScript with Math.fround after every floating-point
// operation, so that the twin computes exactly what Box2D's float32 C++ computes. The float64 sources
// stay the only hand-written copy of every algorithm; this file only knows rounding rules.
//
// Rules (each justified by IEEE 754: for float32 inputs a and b, fround of the float64 result of
// a+b, a-b, a*b, a/b and sqrt(a) equals the float32 result, because float64 has more than
// 2*24+2 significand bits):
//  1. `a op b` with op in + - * / (and `**`) of numeric type: wrapped in Math.fround.
//  2. `x op= e`: rewritten to `x = Math.fround(x op (e))`.
//  3. Numeric literals that are not float32 values (0.1, 0.005, 3.14159265359): wrapped, as C++ `0.1f`.
//  4. Math.sqrt/... calls and Math.PI-like constants: wrapped (sqrt is then exact). Math.sin and
//     Math.cos, and calls of src/'s engine-independent b2Sin, b2Cos, b2SinCosInPlace and b2Atan2
//     (common/b2_fdlibm_trig), become b2Sinf, b2Cosf, b2SinCosInPlacef and b2Atan2f
//     (scripts/f32/runtime), which return what C's sinf, cosf and atan2f return.
//  5. Numeric parameters of named functions, methods, accessors and constructors (including
//     parameter properties such as b2Vec2's x, y) are rounded on entry, as a C++ `float` parameter
//     is, when they are numbers (anything else is left for the input checks to name); a parameter used only as an operand of bitwise operators (a packed uint32 key) is an
//     integer and left alone, and so is one written `/* f32: integer */ name: number` (an id, index
//     or count: fround would turn 2^24 + 1 into 2^24, and 1 + 1e-12 into 1, a whole number the
//     float64 build refuses).
//  6. Numeric properties read from interface-typed objects ({x, y} points the user passes in) are
//     rounded at the read, as C++ would have stored them in a float.
// Bitwise operators, comparisons, ++/--, unary minus, Math.abs/min/max/floor are exact on float32
// values and are left alone. Nothing inside a template literal is touched, so error messages
// show what the user passed. A statement or class member whose leading comment contains
// `f32: integer` is left alone entirely, parameters included (for integer arithmetic that may
// exceed 2^24, which fround would corrupt). `f32: exact` does the same for an input check, which
// must see the fields as the caller left them (rounding would turn 1e300 into Infinity or a
// string into a number before the check could name it). A file whose leading comment holds the line
// `f32: verbatim` (the float64 fdlibm functions, still exported by the twin) is copied unchanged.

import ts from 'typescript';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Math functions whose float64 result must be rounded to float32. */
const ROUNDED_MATH_CALLS = new Set([
  'sqrt', 'cbrt', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh',
  'asinh', 'acosh', 'atanh', 'exp', 'expm1', 'log', 'log1p', 'log2', 'log10', 'pow', 'hypot',
]);
const ARITHMETIC = new Set([
  ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken,
  ts.SyntaxKind.SlashToken, ts.SyntaxKind.AsteriskAsteriskToken,
]);
const COMPOUND: ReadonlyMap<ts.SyntaxKind, string> = new Map([
  [ts.SyntaxKind.PlusEqualsToken, '+'],
  [ts.SyntaxKind.MinusEqualsToken, '-'],
  [ts.SyntaxKind.AsteriskEqualsToken, '*'],
  [ts.SyntaxKind.SlashEqualsToken, '/'],
  [ts.SyntaxKind.AsteriskAsteriskEqualsToken, '**'],
]);
const BITWISE = new Set([
  ts.SyntaxKind.AmpersandToken, ts.SyntaxKind.BarToken, ts.SyntaxKind.CaretToken,
  ts.SyntaxKind.LessThanLessThanToken, ts.SyntaxKind.GreaterThanGreaterThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken, ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken, ts.SyntaxKind.CaretEqualsToken, ts.SyntaxKind.LessThanLessThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
]);

const FROUND = 'Math.fround(';
/** b2_maxFloat, the largest float32 (rule 4 of src/README.md): parameters beyond it are not rounded. */
const MAX_FLOAT = '3.4028234663852886e38';

/** One text insertion or replacement in a source file. */
interface Edit {
  pos: number;
  /** 0: closes a wrap, 1: opens a wrap or inserts, 2: replaces [pos, end). Applied in this order at one pos. */
  group: 0 | 1 | 2;
  /** Nesting depth of the node, to order wraps that share a position. */
  depth: number;
  /** Sequence number, to keep the order of equal edits deterministic. */
  seq: number;
  text: string;
  end?: number;
}

/** Lists src/**\/*.ts (sorted, posix-relative), excluding declaration files. */
export function listSources(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path.relative(srcDir, full).split(path.sep).join('/'));
    }
  };
  walk(srcDir);
  return out;
}

/** Where the float32 sinf/cosf live in the twin (copied from runtimeDir). */
const TRIG_MODULE = 'common/b2_float32_trig';
/** The float64 trig module of src/, and what each of its functions becomes in the twin's calls. */
const FDLIBM_MODULE = /(^|\/)b2_fdlibm_trig$/;
const FDLIBM_TO_F32: ReadonlyMap<string, string> = new Map([
  ['b2Sin', 'b2Sinf'],
  ['b2Cos', 'b2Cosf'],
  ['b2SinCosInPlace', 'b2SinCosInPlacef'],
  ['b2Atan2', 'b2Atan2f'],
]);

/** True when the file's leading comment has the line `// f32: verbatim`. */
function isVerbatim(sf: ts.SourceFile): boolean {
  return (ts.getLeadingCommentRanges(sf.text, 0) ?? []).some((r) => /^\/\/ f32: verbatim\s*$/.test(sf.text.slice(r.pos, r.end)));
}

/**
 * Returns the float32 twin of every source file under srcDir, keyed by its posix path relative
 * to srcDir. Pure: reads the sources, writes nothing. Throws on code it cannot round safely.
 * With runtimeDir (scripts/f32/runtime), its files are added under common/ and re-exported from
 * index.ts, and Math.sin/Math.cos calls become b2Sinf/b2Cosf from there.
 */
export function generateF32(srcDir: string, runtimeDir?: string): Map<string, string> {
  const absSrc = path.resolve(srcDir);
  const rel = listSources(absSrc);
  const program = ts.createProgram(
    rel.map((r) => path.join(absSrc, r)),
    {
      strict: true,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2020.d.ts'],
      types: [],
      noEmit: true,
      skipLibCheck: true,
    },
  );
  const checker = program.getTypeChecker();
  const out = new Map<string, string>();
  for (const r of rel) {
    const sf = program.getSourceFile(path.join(absSrc, r));
    if (!sf) throw new Error(`gen-f32: cannot load ${r}`);
    if (isVerbatim(sf)) {
      out.set(r, `// COPIED by scripts/gen-f32.ts from src/${r} (f32: verbatim). Do not edit; edit the source.\n${sf.text}`);
      continue;
    }
    const { text, trig } = transformFile(sf, checker, absSrc);
    let imports = '';
    if (trig.size > 0) {
      let from = path.posix.relative(path.posix.dirname(r), TRIG_MODULE);
      if (!from.startsWith('.')) from = `./${from}`;
      imports = `import { ${[...trig].sort().join(', ')} } from '${from}';\n`;
    }
    out.set(r, `// GENERATED by scripts/gen-f32.ts from src/${r}: the float32 twin. Do not edit; edit the source.\n${imports}${text}`);
  }
  if (runtimeDir !== undefined) {
    for (const name of listSources(runtimeDir)) {
      const target = `common/${name}`;
      if (out.has(target)) throw new Error(`gen-f32: src/${target} would be overwritten by the runtime file ${name}`);
      out.set(target, `// COPIED by scripts/gen-f32.ts from scripts/f32/runtime/${name}. Do not edit here.\n${fs.readFileSync(path.join(runtimeDir, name), 'utf8')}`);
    }
    const index = out.get('index.ts');
    if (index === undefined) throw new Error('gen-f32: src/index.ts is missing');
    out.set('index.ts', `${index}\n// Float32 only: C sinf/cosf/atan2f as Box2D's float32 build computes them.\nexport { b2Atan2f, b2Cosf, b2Sinf } from './${TRIG_MODULE}';\n`);
  }
  return out;
}

function transformFile(sf: ts.SourceFile, checker: ts.TypeChecker, absSrc: string): { text: string; trig: Set<string> } {
  const edits: Edit[] = [];
  const trig = new Set<string>();
  let seq = 0;
  const text = sf.text;
  const where = (node: ts.Node): string => {
    const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    return `${path.relative(absSrc, sf.fileName)}:${line + 1}:${character + 1}`;
  };

  const wrap = (node: ts.Node, depth: number): void => {
    edits.push({ pos: node.getStart(sf), group: 1, depth, seq: seq++, text: FROUND });
    edits.push({ pos: node.end, group: 0, depth: -depth, seq: seq++, text: ')' });
  };

  const isNumeric = (node: ts.Node): boolean => {
    const t = checker.getTypeAtLocation(node);
    return (t.flags & ts.TypeFlags.NumberLike) !== 0 && (t.flags & ts.TypeFlags.Union) === 0;
  };
  const isNumberOrUndefined = (node: ts.Node): boolean => {
    const t = checker.getTypeAtLocation(node);
    if (!(t.flags & ts.TypeFlags.Union)) return false;
    return (t as ts.UnionType).types.every((u) => (u.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.Undefined)) !== 0);
  };
  const isAnyLike = (node: ts.Node): boolean => {
    const t = checker.getTypeAtLocation(node);
    return (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;
  };

  /** A statement or class member whose leading comment says `f32: integer` or `f32: exact`. */
  const isOptedOut = (node: ts.Node): boolean =>
    (ts.isStatement(node) || ts.isClassElement(node)) &&
    (ts.getLeadingCommentRanges(text, node.pos) ?? []).some((r) => /f32: (integer|exact)/.test(text.slice(r.pos, r.end)));

  /** An identifier bound by an import from src/'s b2_fdlibm_trig. */
  const isFdlibmImport = (id: ts.Identifier): boolean =>
    (checker.getSymbolAtLocation(id)?.declarations ?? []).some((d) => {
      if (!ts.isImportSpecifier(d)) return false;
      const spec = d.parent.parent.parent.moduleSpecifier;
      return ts.isStringLiteral(spec) && FDLIBM_MODULE.test(spec.text);
    });

  /** An enum member's initializer must stay a constant expression. (visit() never enters types, templates or imports.) */
  const inEnumMember = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node.parent; n && n !== sf; n = n.parent) {
      if (ts.isEnumMember(n)) return true;
    }
    return false;
  };

  const isAssignmentTarget = (node: ts.Node): boolean => {
    const p = node.parent;
    if (ts.isBinaryExpression(p) && p.left === node) {
      return p.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && p.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
    }
    if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) &&
      (p.operator === ts.SyntaxKind.PlusPlusToken || p.operator === ts.SyntaxKind.MinusMinusToken)) return true;
    return false;
  };

  /** An interface or type-literal member declared in src/ (a number the user may pass in unrounded). */
  const isSrcPropertySignature = (d: ts.Declaration): boolean =>
    ts.isPropertySignature(d) && path.resolve(d.getSourceFile().fileName).startsWith(absSrc + path.sep);

  /** True when the property's declarations are all interface/type-literal members in src/. */
  const isInterfaceProperty = (name: ts.Node): boolean => {
    const decls = checker.getSymbolAtLocation(name)?.declarations;
    return decls !== undefined && decls.length > 0 && decls.every(isSrcPropertySignature);
  };

  /** Every reference to the parameter is an operand of a bitwise operator: an integer, not a float. */
  const onlyBitwiseUses = (param: ts.ParameterDeclaration, body: ts.Node): boolean => {
    const sym = checker.getSymbolAtLocation(param.name);
    let uses = 0;
    let bitwise = 0;
    const visit = (n: ts.Node): void => {
      if (ts.isIdentifier(n) && checker.getSymbolAtLocation(n) === sym) {
        uses++;
        const p = n.parent;
        if ((ts.isBinaryExpression(p) && BITWISE.has(p.operatorToken.kind)) ||
          (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.TildeToken)) bitwise++;
      }
      ts.forEachChild(n, visit);
    };
    visit(body);
    return uses > 0 && uses === bitwise;
  };

  const roundParameters = (fn: ts.FunctionLikeDeclaration): void => {
    const body = fn.body;
    if (!body || !ts.isBlock(body)) return;
    const stmts: string[] = [];
    const fieldDecls: string[] = [];
    for (const param of fn.parameters) {
      if (!ts.isIdentifier(param.name) || param.dotDotDotToken) continue;
      const name = param.name.text;
      const numeric = isNumeric(param.name);
      const optional = !numeric && isNumberOrUndefined(param.name);
      if (!numeric && !optional) continue;
      if (onlyBitwiseUses(param, body)) continue;
      // `/* f32: integer */ leaf: number`: an id, index or count, never rounded (fround would turn
      // 2^24 + 1 into 2^24, and 1 + 1e-12 into the whole number 1, which the float64 build refuses).
      if (/\/\* f32: integer \*\//.test(text.slice(param.pos, param.name.getStart(sf)))) continue;
      const mods = ts.getModifiers(param) ?? [];
      if (mods.length > 0) {
        // A parameter property: declare the field, assign the rounded value in the body.
        if (!ts.isConstructorDeclaration(fn) || !numeric) throw new Error(`gen-f32: unsupported parameter property ${name} at ${where(param)}`);
        const modText = mods.map((m) => m.getText(sf)).join(' ');
        fieldDecls.push(`${modText} ${name}: number;`);
        edits.push({ pos: mods[0].getStart(sf), group: 2, depth: 0, seq: seq++, text: '', end: param.name.getStart(sf) });
        stmts.push(`this.${name} = typeof ${name} === 'number' && Math.abs(${name}) <= ${MAX_FLOAT} ? Math.fround(${name}) : ${name};`);
        continue;
      }
      // Only a number within ±b2_maxFloat is rounded: a string, null or BigInt reaches the
      // function's input checks as given (Math.fround would turn '1.5' into 1.5, null into 0, and
      // throw on a BigInt), and so does 1e300, which fround would make Infinity: the checks then
      // refuse it as "beyond ±b2_maxFloat", the float64 build's words, not as "not finite".
      stmts.push(`if (typeof ${name} === 'number' && Math.abs(${name}) <= ${MAX_FLOAT}) ${name} = Math.fround(${name});`);
    }
    if (fieldDecls.length > 0) {
      const indent = indentOf(text, fn.getStart(sf));
      edits.push({ pos: fn.getStart(sf), group: 1, depth: -1000, seq: seq++, text: fieldDecls.join(`\n${indent}`) + `\n${indent}` });
    }
    if (stmts.length === 0) return;
    // After a leading super(...) call, which must come first in a derived constructor.
    const first = body.statements[0];
    const afterSuper = first && ts.isExpressionStatement(first) && ts.isCallExpression(first.expression) &&
      first.expression.expression.kind === ts.SyntaxKind.SuperKeyword;
    const at = afterSuper ? first.end : body.getStart(sf) + 1;
    const empty = body.statements.length === 0;
    const indent = empty ? indentOf(text, body.getStart(sf)) + '  ' : indentOf(text, body.statements[0].getStart(sf));
    const tail = empty ? `\n${indentOf(text, body.getStart(sf))}` : '';
    edits.push({ pos: at, group: 1, depth: -1000, seq: seq++, text: stmts.map((s) => `\n${indent}${s}`).join('') + tail });
  };

  const visit = (node: ts.Node, depth: number): void => {
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && FDLIBM_MODULE.test(node.moduleSpecifier.text)) {
      // Its functions are only called (checked below), and each call becomes a float32 one.
      edits.push({ pos: node.getStart(sf), group: 2, depth, seq: seq++, text: '', end: node.end });
      return;
    }
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && FDLIBM_TO_F32.has(node.text) && isFdlibmImport(node)) {
      const p = node.parent;
      if (!(ts.isCallExpression(p) && p.expression === node)) throw new Error(`gen-f32: ${node.text} at ${where(node)} is used other than by a call`);
      const fn = FDLIBM_TO_F32.get(node.text) as string;
      trig.add(fn);
      edits.push({ pos: node.getStart(sf), group: 2, depth, seq: seq++, text: fn, end: node.end });
    }
    if (ts.isTemplateExpression(node)) return;
    // Checked where it stands, so nothing below an opted-out statement or member is visited.
    if (isOptedOut(node)) return;

    if (
      ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)
    ) {
      roundParameters(node);
    }

    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && isNumeric(node.name)) {
      // `const { x } = point` would read an interface's number without rounding it.
      const prop = checker.getTypeAtLocation(node.parent).getProperty((node.propertyName ?? node.name).getText(sf));
      const decls = prop?.declarations ?? [];
      if (decls.some(isSrcPropertySignature)) {
        throw new Error(`gen-f32: destructuring a number out of an interface at ${where(node)} is not rounded; read it as obj.${(node.propertyName ?? node.name).getText(sf)}`);
      }
    }

    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (ARITHMETIC.has(op)) {
        if (op === ts.SyntaxKind.PlusToken) {
          if (isNumeric(node)) wrap(node, depth);
          else if (isAnyLike(node)) throw new Error(`gen-f32: cannot tell whether + is numeric at ${where(node)}; give the operands a type`);
        } else {
          if (isAnyLike(node.left) || isAnyLike(node.right)) throw new Error(`gen-f32: untyped operand of arithmetic at ${where(node)}`);
          wrap(node, depth);
        }
      } else if (COMPOUND.has(op) && isNumeric(node.left)) {
        const lhs = node.left;
        if (!isSideEffectFree(lhs)) throw new Error(`gen-f32: compound assignment target with side effects at ${where(node)}`);
        const lhsText = lhs.getText(sf);
        edits.push({ pos: node.operatorToken.getStart(sf), group: 2, depth, seq: seq++, text: `= ${FROUND}${lhsText} ${COMPOUND.get(op)} (`, end: node.right.getStart(sf) });
        edits.push({ pos: node.end, group: 0, depth: -depth, seq: seq++, text: '))' });
      }
    } else if (ts.isNumericLiteral(node)) {
      const v = Number(node.text.replace(/_/g, ''));
      const p = node.parent;
      const bitwiseOperand = ts.isBinaryExpression(p) && BITWISE.has(p.operatorToken.kind);
      const isName = (ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isMethodDeclaration(p) || ts.isEnumMember(p)) && p.name === node;
      if (Math.fround(v) !== v && !bitwiseOperand && !isName && !ts.isElementAccessExpression(p) && !inEnumMember(node)) {
        wrap(node, depth);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'Math') {
        const name = callee.name.text;
        if (name === 'sin' || name === 'cos') {
          // C++ float code calls sinf/cosf: use the float32 versions, which already return float32.
          const fn = name === 'sin' ? 'b2Sinf' : 'b2Cosf';
          trig.add(fn);
          edits.push({ pos: callee.getStart(sf), group: 2, depth, seq: seq++, text: fn, end: callee.end });
        } else if (ROUNDED_MATH_CALLS.has(name)) {
          wrap(node, depth);
        }
      }
    } else if (ts.isPropertyAccessExpression(node)) {
      const obj = node.expression;
      if (ts.isIdentifier(obj) && obj.text === 'Math' && /^[A-Z0-9_]+$/.test(node.name.text)) {
        wrap(node, depth);
      } else if (!isAssignmentTarget(node) && !(ts.isCallExpression(node.parent) && node.parent.expression === node) && isNumeric(node) && isInterfaceProperty(node.name)) {
        wrap(node, depth);
      }
    }
    ts.forEachChild(node, (child) => visit(child, depth + 1));
  };
  visit(sf, 0);
  return { text: applyEdits(text, edits), trig };
}

function isSideEffectFree(node: ts.Expression): boolean {
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(node)) return isSideEffectFree(node.expression);
  if (ts.isElementAccessExpression(node)) {
    const a = node.argumentExpression;
    return isSideEffectFree(node.expression) && (ts.isIdentifier(a) || ts.isNumericLiteral(a));
  }
  if (ts.isParenthesizedExpression(node)) return isSideEffectFree(node.expression);
  return false;
}

function indentOf(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const m = /^[ \t]*/.exec(text.slice(lineStart, pos));
  return m ? m[0] : '';
}

function applyEdits(text: string, edits: Edit[]): string {
  edits.sort((a, b) => a.pos - b.pos || a.group - b.group || a.depth - b.depth || a.seq - b.seq);
  let out = '';
  let cursor = 0;
  for (const e of edits) {
    if (e.pos < cursor) throw new Error(`gen-f32: overlapping edits at offset ${e.pos}`);
    out += text.slice(cursor, e.pos) + e.text;
    cursor = e.end ?? e.pos;
  }
  return out + text.slice(cursor);
}

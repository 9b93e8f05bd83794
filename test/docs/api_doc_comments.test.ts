// The API reference is complete: every export of src/index.ts has a doc comment that names its C++
// counterpart (or says "Not in C++"), and so does every public member of an exported class (a
// field may rely on its class saying that its members keep their C++ names). Every exported
// function, and every public method and constructor of an exported class, documents each
// parameter with @param, its result with @returns, and, where it can throw, the rule it enforces
// with @throws. "Can throw" is found from the code, not from the comment: a body that contains a
// `throw`, or calls (through any depth of src/ functions) one that does.

import * as ts from 'typescript';
import { join, relative } from 'path';

const root = join(__dirname, '..', '..');
const indexPath = join(root, 'src', 'index.ts');
const program = ts.createProgram([indexPath], {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  types: [],
  noEmit: true,
});
const checker = program.getTypeChecker();
const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(indexPath)!)!;

type Callable = ts.FunctionLikeDeclaration & { body?: ts.Node };

function isInSrc(node: ts.Node): boolean {
  return node.getSourceFile().fileName.startsWith(join(root, 'src'));
}

/** The raw text of the doc comments attached to a declaration (a variable's sit on its statement). */
function docText(decl: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(decl)
    .filter(ts.isJSDoc)
    .map((doc) => doc.getText())
    .join('\n');
}

function tags(decl: ts.Node): readonly ts.JSDocTag[] {
  return ts.getJSDocTags(decl);
}

// Whether a call of this function can throw: a throw in its body or in a src/ function it calls.
const throwMemo = new Map<ts.Node, boolean>();
function canThrow(decl: Callable): boolean {
  const known = throwMemo.get(decl);
  if (known !== undefined) return known;
  throwMemo.set(decl, false); // a cycle adds nothing new
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isThrowStatement(node)) {
      found = true;
      return;
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const target = checker.getResolvedSignature(node)?.declaration;
      if (target && !ts.isJSDocSignature(target) && isInSrc(target)) {
        const impl = implementationOf(target as Callable);
        if (impl && canThrow(impl)) {
          found = true;
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  if (decl.body) visit(decl.body);
  // A constructor's field initialisers run with it.
  if (ts.isConstructorDeclaration(decl)) {
    for (const member of decl.parent.members) {
      if (ts.isPropertyDeclaration(member) && member.initializer) visit(member.initializer);
    }
  }
  throwMemo.set(decl, found);
  return found;
}

/** The declaration with a body among an overloaded function's declarations. */
function implementationOf(decl: Callable): Callable | undefined {
  if (decl.body) return decl;
  const symbol = decl.name ? checker.getSymbolAtLocation(decl.name) : undefined;
  return symbol?.declarations?.find((d) => (d as Callable).body !== undefined) as Callable | undefined;
}

interface Problem {
  readonly where: string;
  readonly what: string;
}

function checkCallable(where: string, decls: readonly Callable[], problems: Problem[]): void {
  // Overloads: the tags of every signature count, and every signature's parameters must appear.
  const allTags = decls.flatMap((d) => tags(d));
  const paramNames = new Set(
    allTags.filter(ts.isJSDocParameterTag).map((t) => t.name.getText()),
  );
  const signatures = decls.filter((d) => d.body === undefined || decls.length === 1);
  for (const d of signatures) {
    for (const p of d.parameters) {
      const name = p.name.getText();
      if (!paramNames.has(name)) problems.push({ where, what: `no @param ${name}` });
    }
  }
  const impl = decls.find((d) => d.body !== undefined);
  if (!ts.isConstructorDeclaration(decls[0])) {
    const returnsSomething = signatures.some((d) => {
      const sig = checker.getSignatureFromDeclaration(d);
      if (!sig) return false;
      const type = checker.getReturnTypeOfSignature(sig);
      return !(type.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Never));
    });
    const hasReturns = allTags.some((t) => t.tagName.text === 'returns' || t.tagName.text === 'return');
    if (returnsSomething && !hasReturns) problems.push({ where, what: 'no @returns' });
  }
  // The call analysis over-approximates (a constructor that throws only on arguments this call does
  // not pass); a comment that says "Never throws" takes that on itself.
  const saysNeverThrows = decls.some((d) => /Never throws/.test(docText(d)));
  if (impl && canThrow(impl) && !saysNeverThrows && !allTags.some((t) => t.tagName.text === 'throws')) {
    problems.push({ where, what: 'can throw but has no @throws' });
  }
}

function isPublicMember(member: ts.ClassElement): boolean {
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  if (member.name && ts.isPrivateIdentifier(member.name)) return false;
  return !/@internal\b/.test(docText(member));
}

interface ExportEntry {
  readonly name: string;
  readonly decls: readonly ts.Declaration[];
}

const exportsOfIndex: ExportEntry[] = checker.getExportsOfModule(moduleSymbol).map((exported) => {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return { name: exported.name, decls: symbol.declarations ?? [] };
});

function fileOf(decl: ts.Node): string {
  return relative(root, decl.getSourceFile().fileName);
}

describe('the API reference names the C++ of every export', () => {
  it('finds the exports of src/index.ts', () => {
    expect(exportsOfIndex.length).toBeGreaterThan(90);
  });

  it.each(exportsOfIndex.map((e) => [e.name, e] as const))('%s names its C++ counterpart', (_name, entry) => {
    const text = entry.decls.map(docText).join('\n');
    expect(text).toMatch(/C\+\+/);
  });
});

describe('every exported function documents its parameters, result and throws', () => {
  const problems: Problem[] = [];
  for (const entry of exportsOfIndex) {
    const functions = entry.decls.filter(ts.isFunctionDeclaration);
    if (functions.length > 0) checkCallable(`${entry.name} (${fileOf(functions[0])})`, functions, problems);
  }
  it('has @param per parameter, @returns and @throws where they apply', () => {
    expect(problems.map((p) => `${p.where}: ${p.what}`)).toEqual([]);
  });
});

describe('every public method and constructor of an exported class does too', () => {
  const problems: Problem[] = [];
  for (const entry of exportsOfIndex) {
    for (const cls of entry.decls.filter(ts.isClassDeclaration)) {
      const byName = new Map<string, Callable[]>();
      for (const member of cls.members) {
        if (!isPublicMember(member)) continue;
        if (ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member)) {
          const key = ts.isConstructorDeclaration(member) ? 'constructor' : member.name.getText();
          byName.set(key, [...(byName.get(key) ?? []), member]);
        }
      }
      for (const [name, decls] of byName) {
        // A constructor with no parameters and nothing to throw needs no tags.
        checkCallable(`${entry.name}.${name} (${fileOf(cls)})`, decls, problems);
      }
    }
  }
  it('has @param per parameter, @returns and @throws where they apply', () => {
    expect(problems.map((p) => `${p.where}: ${p.what}`)).toEqual([]);
  });
});

describe('every public member of an exported class names its C++ counterpart', () => {
  // A member says "C++: ..." or "Not in C++"; a field whose C++ twin has the same name in the
  // class's C++ struct may instead rely on its class, whose comment says the members keep their
  // C++ names.
  const missing: string[] = [];
  for (const entry of exportsOfIndex) {
    for (const cls of entry.decls.filter(ts.isClassDeclaration)) {
      const classSaysSameNames = /members keep their C\+\+ names/i.test(docText(cls).replace(/\s*\n\s*\*\s*/g, ' '));
      for (const member of cls.members) {
        if (!isPublicMember(member)) continue;
        if (ts.isClassStaticBlockDeclaration(member) || ts.isSemicolonClassElement(member)) continue;
        // The body of an overloaded method carries no comment; its signatures do.
        if (ts.isMethodDeclaration(member) && member.body && cls.members.some((m) => m !== member && ts.isMethodDeclaration(m) && !m.body && m.name.getText() === member.name.getText())) continue;
        const isField = ts.isPropertyDeclaration(member);
        const text = docText(member);
        if (/C\+\+/.test(text)) continue;
        if (isField && classSaysSameNames) continue;
        const name = ts.isConstructorDeclaration(member) ? 'constructor' : member.name?.getText() ?? '?';
        missing.push(`${entry.name}.${name} (${fileOf(cls)})`);
      }
    }
  }
  it('has a C++ mention on every method, accessor and constructor, and on fields of classes that do not name theirs', () => {
    expect(missing).toEqual([]);
  });
});

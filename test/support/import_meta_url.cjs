// A ts-jest AST transformer: jest runs the TypeScript as CommonJS, where `import.meta` does not
// exist, so `import.meta.url` becomes this file's URL made from __filename. Lets modules that
// find files next to themselves (compare/engines/box2d-wasm.ts) keep the ESM idiom tsx runs.
'use strict';

module.exports = {
  name: 'b2collide-import-meta-url',
  version: '1',
  factory(tsCompiler) {
    const ts = tsCompiler.configSet.compilerModule;
    return (context) => {
      const f = context.factory;
      const visit = (node) => {
        if (
          ts.isPropertyAccessExpression(node) &&
          ts.isMetaProperty(node.expression) &&
          node.expression.keywordToken === ts.SyntaxKind.ImportKeyword &&
          node.name.text === 'url'
        ) {
          // require('node:url').pathToFileURL(__filename).href
          const urlModule = f.createCallExpression(f.createIdentifier('require'), undefined, [f.createStringLiteral('node:url')]);
          const toUrl = f.createCallExpression(f.createPropertyAccessExpression(urlModule, 'pathToFileURL'), undefined, [f.createIdentifier('__filename')]);
          return f.createPropertyAccessExpression(toUrl, 'href');
        }
        return ts.visitEachChild(node, visit, context);
      };
      return (sourceFile) => ts.visitNode(sourceFile, visit);
    };
  },
};

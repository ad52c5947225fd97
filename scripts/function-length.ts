// Functions too long to read in one sitting: every function-like node (declaration, expression,
// arrow, method, accessor, constructor) of a file whose text spans more than a given number of lines.
import ts from 'typescript'

export interface LongFunction {
  /** 1-based line where the function starts. */
  line: number
  name: string
  /** Lines from its first to its last, both counted. */
  lines: number
}

/** The name a reader would look for: the declared name, or the variable, property or call it is written in. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText()
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

export function longFunctions(fileName: string, source: string, maxLines: number): LongFunction[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > maxLines) found.push({ line: first + 1, name: nameOf(node as ts.SignatureDeclaration), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

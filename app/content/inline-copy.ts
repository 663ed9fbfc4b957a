import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Attributes whose text a visitor reads or hears. */
const USER_FACING_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label"]);

export interface InlineText {
  /** Path from the project's root, with forward slashes. */
  file: string;
  line: number;
  /** The JSX text, or `attribute="text"`. */
  text: string;
}

function hasLetters(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** A string literal written in the JSX itself (`"…"`, `{"…"}`, `{`…`}` without ${}), else null. */
function literalOf(initializer: ts.JsxAttributeValue | undefined): string | null {
  if (initializer === undefined) return null;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression !== undefined) {
    const expression = initializer.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return expression.text;
  }
  return null;
}

/** Human text written into one .tsx file's JSX rather than taken from app/content. */
export function inlineTextIn(root: string, path: string): InlineText[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const file = relative(root, path).split("\\").join("/");
  const found: InlineText[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (hasLetters(text)) found.push({ file, line: at(node), text });
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const text = USER_FACING_ATTRIBUTES.has(name) ? literalOf(node.initializer) : null;
      if (text !== null && hasLetters(text)) found.push({ file, line: at(node), text: `${name}="${text}"` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every .tsx file under `dir`, recursively (`recursive`: false for the folder's own files only). */
export function tsxFiles(dir: string, recursive = true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return recursive ? tsxFiles(path) : [];
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

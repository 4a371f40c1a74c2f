import ts from 'typescript';

/**
 * The check that an app's words go through its dictionary (A-010), so a Spanish tenant reads Spanish everywhere:
 * no component holds English of its own. Given the app's .tsx sources it lists the text a person would see that is
 * not a t() call — JSX text, and string literals that read as words (a capital and a space, or a sentence) outside
 * t() and outside type positions, imports, styles and the names each app allows. A test utility: exported from
 * `@portico/web-kit/testing`, never from the package's main entry, so it does not reach the apps' bundles.
 */

export type WordsAllowed = {
  /** JSX attributes whose string values are not words on a screen (beyond sx, className, variant, …). */
  attributes?: readonly string[];
  /** Object keys whose string values are not words on a screen: CSS values of style objects, menu keys. */
  properties?: readonly string[];
  /** Calls whose string arguments no one reads: `console` (a developer's log line), `includes` (a string searched in). */
  calls?: readonly string[];
};

const ATTRIBUTES = ['sx', 'className', 'component', 'variant', 'color', 'id', 'to', 'href'];
const PROPERTIES = ['sx', 'fontWeight', 'display', 'position'];
const WORDS = /[A-Za-z]{2,}/;
/** A literal that reads as English: 'Sign in', 'Loading the console', 'Retry', 'No offers.'. */
const looksLikeWords = (text: string) =>
  /^[A-Z][a-z]+('[a-z]+)?([ ,.:;!?…'’-].*)?$/s.test(text.trim()) || /[a-z] [a-z]/.test(text);
/** Attributes whose value a person reads or hears. */
const SPOKEN_ATTRIBUTES = new Set(['label', 'aria-label', 'title', 'placeholder', 'helperText', 'alt']);

/** `where text` for each hard-coded word in `sources` (file name → source), in file order; empty when none. */
export function hardCodedWords(
  sources: Readonly<Record<string, string>>,
  allowed: WordsAllowed = {},
): string[] {
  const attributes = new Set([...ATTRIBUTES, ...(allowed.attributes ?? [])]);
  const properties = new Set([...PROPERTIES, ...(allowed.properties ?? [])]);
  const calls = new Set(allowed.calls ?? []);
  return Object.entries(sources).flatMap(([file, text]) => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: string[] = [];
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isTypeNode(node)) return;
      // A programmer's error (`new Error('useX must be used inside …')`), not a word on a screen.
      if (ts.isNewExpression(node)) return;
      // A key name compared with (e.key === 'Enter').
      if (
        ts.isBinaryExpression(node) &&
        [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
          node.operatorToken.kind,
        )
      )
        return;
      // t('key', …) and the dictionary keys themselves
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't')
        return;
      // receiver.method(…) where the app allows the receiver (console) or the method (includes).
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ((ts.isIdentifier(node.expression.expression) && calls.has(node.expression.expression.text)) ||
          calls.has(node.expression.name.text))
      )
        return;
      if (ts.isJsxAttribute(node) && attributes.has(node.name.getText())) return;
      if (ts.isPropertyAssignment(node) && properties.has(node.name.getText())) return;
      if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        const parent = node.parent;
        const spoken =
          ts.isJsxAttribute(parent) && SPOKEN_ATTRIBUTES.has(parent.name.getText()) && WORDS.test(node.text);
        const isCallArgOfNonT = ts.isCallExpression(parent) && !ts.isStringLiteral(node);
        if (
          (spoken || looksLikeWords(node.text)) &&
          !isCallArgOfNonT &&
          !ts.isElementAccessExpression(parent)
        )
          found.push(`${where(node)} ${node.text.trim()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

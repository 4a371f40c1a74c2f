import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The portal's words go through the dictionary, so a Spanish tenant reads Spanish everywhere: no component holds English of its
 * own. This reads every .tsx file of the portal and lists the text a person would see that is not a t() call —
 * JSX text, and string literals that read as words (a capital and a space, or a sentence) outside t() and
 * outside type positions, imports and sx styles.
 */
const ROOT = join(import.meta.dirname);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return tsxFiles(path);
    return d.name.endsWith('.tsx') && !d.name.includes('.test.') ? [path] : [];
  });
}

const WORDS = /[A-Za-z]{2,}/;
/** A literal that reads as English: 'Sign in', 'Loading the console', 'Retry', 'No offers.'. */
const looksLikeWords = (text: string) =>
  /^[A-Z][a-z]+('[a-z]+)?([ ,.:;!?…'’-].*)?$/s.test(text.trim()) || /[a-z] [a-z]/.test(text);
/** Attributes whose value a person reads or hears. */
const SPOKEN_ATTRIBUTES = new Set(['label', 'aria-label', 'title', 'placeholder', 'helperText', 'alt']);

function hardCodedWords(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
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
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') return;
    // A developer's log line (console.error('Boot failed', …)), and a string searched in (x.includes('Status')).
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ((ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'console') ||
        node.expression.name.text === 'includes')
    )
      return;
    if (
      ts.isJsxAttribute(node) &&
      ['sx', 'className', 'component', 'variant', 'color', 'id', 'to', 'href', 'rel', 'sandbox'].includes(
        node.name.getText(),
      )
    )
      return;
    if (
      ts.isPropertyAssignment(node) &&
      // `key`: a menu entry's key (MenuKey 'Cart'), not its label; the rest are CSS values ('1px solid …') of
      // style objects written outside sx (the stock cards' class styles).
      [
        'sx',
        'fontWeight',
        'display',
        'position',
        'key',
        'rel',
        'border',
        'borderTop',
        'borderBottom',
        'outline',
        'transition',
      ].includes(node.name.getText())
    )
      return;
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
      if ((spoken || looksLikeWords(node.text)) && !isCallArgOfNonT && !ts.isElementAccessExpression(parent))
        found.push(`${where(node)} ${node.text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the buyer portal has no hard-coded English in its components (A-010)', () => {
  it('every word a person sees in a .tsx file comes from t()', () => {
    const found = tsxFiles(ROOT).flatMap(hardCodedWords);
    expect(found).toEqual([]);
  });
});

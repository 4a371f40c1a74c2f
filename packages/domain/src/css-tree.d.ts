/** The part of css-tree (no types of its own) the CSS sanitiser's tests read CSS with: its CSS Syntax tokenizer. */
declare module 'css-tree' {
  export function tokenize(source: string, onToken: (type: number, start: number, end: number) => void): void;
  export const tokenTypes: Record<'Url' | 'Function' | 'String' | 'WhiteSpace', number>;
  export const url: { decode(text: string): string };
  export const string: { decode(text: string): string };
  export const ident: { decode(text: string): string };
}

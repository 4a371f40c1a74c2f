import { describe, expect, it } from 'vitest';
import { hardCodedWords } from './no-hard-coded-words.ts';

const file = (source: string) => ({ './screen.tsx': source });

describe('hardCodedWords: English a person would see outside t() (A-010)', () => {
  it('finds JSX text and spoken attributes, with file and line', () => {
    const found = hardCodedWords(
      file(`export const A = () => (
  <div>
    <h1>Your cart</h1>
    <input aria-label="Search stock" />
  </div>
);`),
    );
    expect(found).toEqual(['./screen.tsx:3 Your cart', './screen.tsx:4 Search stock']);
  });

  it('passes words from t(), imports, types, styles and compared keys', () => {
    const found = hardCodedWords(
      file(`import { X } from 'Some Module';
type Kind = 'Sign in';
export const A = (e: KeyboardEvent) => (
  <div sx={{ display: 'Flex Box' }} onKeyDown={() => e.key === 'Enter'} title={t('consoleSignIn')}>
    {t('consoleLoading')}
  </div>
);`),
    );
    expect(found).toEqual([]);
  });

  it("an app's allow lists pass its own attributes, properties and calls, and only those", () => {
    const source = `export const A = () => {
  console.error('Boot failed badly');
  const style = { border: '1px solid Grey Line' };
  return <iframe sandbox="Allow Scripts" style={style} />;
};`;
    expect(hardCodedWords(file(source))).toEqual([
      './screen.tsx:2 Boot failed badly',
      './screen.tsx:3 1px solid Grey Line',
      './screen.tsx:4 Allow Scripts',
    ]);
    expect(
      hardCodedWords(file(source), { attributes: ['sandbox'], properties: ['border'], calls: ['console'] }),
    ).toEqual([]);
  });
});

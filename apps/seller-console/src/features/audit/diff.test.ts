import { describe, expect, it } from 'vitest';
import { diffOf, fieldWords } from './diff.ts';

const words = { yes: 'Yes', no: 'No', empty: '—' };

describe('diffOf: an audit entry in rows a seller reads', () => {
  it.each([
    [{ a: 1, b: 2 }, { a: 1, b: 3 }, [{ field: 'B', kind: 'value', before: '2', after: '3' }]],
    [null, { email: 'x@y.z' }, [{ field: 'Email', kind: 'value', before: '—', after: 'x@y.z' }]],
    [{ a: 1 }, { a: 1 }, []],
    [null, null, []],
    [3, 4, [{ field: '', kind: 'value', before: '3', after: '4' }]],
  ])('%j → %j', (before, after, rows) => {
    expect(diffOf(before, after, words)).toEqual(rows);
  });

  it('names fields in words and shows values as words: Yes/No, enum codes, no raw field names', () => {
    expect(
      diffOf(
        { mustChangePassword: false, staffRole: 'OPERATIONS', state: 'FL' },
        { mustChangePassword: true, staffRole: 'READ_ONLY', state: 'GA' },
        words,
      ),
    ).toEqual([
      { field: 'Must change password', kind: 'value', before: 'No', after: 'Yes' },
      { field: 'Staff role', kind: 'value', before: 'Operations', after: 'Read only' },
      { field: 'State', kind: 'value', before: 'FL', after: 'GA' },
    ]);
  });

  it('shows a list of names as what was added and removed, not two JSON arrays', () => {
    expect(
      diffOf(
        { authorities: ['BUY_ONLINE', 'MAKE_OFFERS', 'VIEW_STOCK'] },
        { authorities: ['MAKE_OFFERS', 'VIEW_STOCK', 'EXPORT_STOCK'] },
        words,
      ),
    ).toEqual([{ field: 'Authorities', kind: 'list', added: ['Export stock'], removed: ['Buy online'] }]);
  });

  it('matches rows of a list by their code and names the changed one by its label', () => {
    const before = {
      methods: [
        { code: 'STANDARD', label: 'Standard Ground', freeFreightOver: 5000 },
        { code: 'EXPRESS', label: 'Express', freeFreightOver: null },
      ],
    };
    const after = {
      methods: [
        { code: 'STANDARD', label: 'Standard Ground', freeFreightOver: 8000 },
        { code: 'EXPRESS', label: 'Express', freeFreightOver: null },
        { code: 'PALLET', label: 'Pallet freight', freeFreightOver: 100 },
      ],
    };
    expect(diffOf(before, after, words)).toEqual([
      { field: 'Methods', kind: 'list', added: ['Pallet freight'], removed: [] },
      {
        field: 'Methods › Standard Ground › Free freight over',
        kind: 'value',
        before: '5000',
        after: '8000',
      },
    ]);
  });

  it('shows markup as its text and cuts a long value', () => {
    const [row] = diffOf(
      { content: '<p><b>Closed</b> Friday</p>' },
      { content: `<p>${'x'.repeat(400)}</p>` },
      words,
    );
    expect(row).toMatchObject({ before: 'Closed Friday' });
    expect(row?.kind === 'value' && row.after.length).toBe(160);
  });

  it('fieldWords', () => {
    expect(fieldWords('maxDevicesInShipment')).toBe('Max devices in shipment');
    expect(fieldWords('free-freight')).toBe('Free freight');
  });

  it("uses the console's own words for a code when it has them", () => {
    const code = (c: string) => ({ READ_ONLY: 'Read-only' })[c];
    expect(diffOf({ staffRole: 'OWNER' }, { staffRole: 'READ_ONLY' }, { ...words, code })).toEqual([
      { field: 'Staff role', kind: 'value', before: 'Owner', after: 'Read-only' },
    ]);
  });

  it("shows money in the tenant's currency, and what only one side records as context, not as erased", () => {
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(
      diffOf(
        { itemNumberWarehouse: 'A54-MIA', offerQuantity: 3, offerPrice: 184 },
        { action: 'COUNTER', counterPrice: 88.5 },
        { ...words, money },
      ),
    ).toEqual([
      { field: 'Item number warehouse', kind: 'noted', value: 'A54-MIA' },
      { field: 'Offer quantity', kind: 'noted', value: '3' },
      { field: 'Offer price', kind: 'noted', value: '$184.00' },
      { field: 'Action', kind: 'value', before: '—', after: 'Counter' },
      { field: 'Counter price', kind: 'value', before: '—', after: '$88.50' },
    ]);
    expect(diffOf({ listPrice: 88.5 }, { listPrice: 85 }, { ...words, money })).toEqual([
      { field: 'List price', kind: 'value', before: '$88.50', after: '$85.00' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { aSharedTopic } from './shared-topic-fixture.ts';
import { missingNames, rowsOf, translationRowsOf, valuesOf, valuesUsedBy } from './value-rows.ts';

describe('a guide’s property values as rows', () => {
  it('lists stored values by name, and a further language with every main name', () => {
    expect(rowsOf({ parking: 'Bay 12', bin_day: 'Tuesday' })).toEqual([
      { name: 'bin_day', value: 'Tuesday' },
      { name: 'parking', value: 'Bay 12' },
    ]);
    expect(translationRowsOf({ parking: 'Bay 12', bin_day: 'Tuesday' }, { bin_day: 'Mardi' })).toEqual([
      { name: 'bin_day', value: 'Mardi' },
      { name: 'parking', value: '' },
    ]);
  });

  it('sends trimmed names and values, leaving out rows without a name or a value', () => {
    expect(
      valuesOf([
        { name: ' bin_day ', value: ' Tuesday ' },
        { name: '', value: 'orphan' },
        { name: 'parking', value: '   ' },
      ]),
    ).toEqual({ bin_day: 'Tuesday' });
  });

  it('finds the values the guide’s shared topics use, without the guide’s own fields', () => {
    const topics = [
      aSharedTopic(),
      aSharedTopic({ id_shared_topic: 6, name: 'Parking', codes: ['parking', 'bin_day'] }),
      aSharedTopic({ id_shared_topic: 7, name: 'Elsewhere', codes: ['pool'], placements: [] }),
    ];
    const used = valuesUsedBy(topics, 7);
    expect([...used.entries()]).toEqual([
      ['bin_day', ['House rules', 'Parking']],
      ['parking', ['Parking']],
    ]);
    expect(missingNames(used, [{ name: 'parking', value: 'Bay 12' }])).toEqual(['bin_day']);
    expect(
      missingNames(used, [
        { name: 'parking', value: ' ' },
        { name: 'bin_day', value: 'Tue' },
      ]),
    ).toEqual(['parking']);
    // A guide without placements misses nothing.
    expect(missingNames(valuesUsedBy(topics, 99), [])).toEqual([]);
  });
});

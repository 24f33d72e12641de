import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../data-shape.ts';
import { calendarDataSchema } from '#src/features/stats/calendar-contract.ts';
import { emptyValue, fieldId, firstFieldPath, focusAfterRemove, itemKey, keysFromData, moveItem, readOnlyText, recordRows, removeItem, renameKey, withoutKey } from './list-ops.ts';

const statistic = jsonSchemaOf(calendarDataSchema).properties!.statistics!.items!;

describe('the data forms’ list operations', () => {
  it('move, add and remove rows without touching the list given', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 2, 3)).toEqual(list);
    expect(removeItem(list, 1)).toEqual(['a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('send focus after a removal to the next row, else the previous, else the add button', () => {
    expect(focusAfterRemove(1, 2)).toBe(1);
    expect(focusAfterRemove(2, 2)).toBe(1);
    expect(focusAfterRemove(0, 0)).toBeNull();
  });

  it('start a new row with its required lists empty, and name its first field', () => {
    expect(emptyValue(statistic)).toEqual({ releases: [] });
    expect(emptyValue(statistic.properties!.releases!.items!)).toEqual({});
    expect(emptyValue({ type: 'string' })).toBeUndefined();
    expect(firstFieldPath(statistic, ['statistics', 2])).toEqual(['statistics', 2, 'key']);
    expect(firstFieldPath({ type: 'string' }, ['tags', 0])).toEqual(['tags', 0]);
    expect(fieldId('data', ['statistics', 1, 'releases', 0, 'date'])).toBe('data.statistics.1.releases.0.date');
  });

  it('call a row by its key or period, or a plain value by itself', () => {
    expect(itemKey({ key: 'cpi', frequency: 'monthly' })).toBe('cpi');
    expect(itemKey({ period: '2026-Q3', date: '2026-10-20' })).toBe('2026-Q3');
    expect(itemKey({ key: '  ', date: '2026-10-20' })).toBe('2026-10-20');
    expect(itemKey({})).toBeUndefined();
    expect(itemKey('tag')).toBe('tag');
  });

  it('take a record’s keys from the data, and keep the record’s own others after them', () => {
    const data = { statistics: [{ key: 'cpi' }, { key: 'm2' }, { key: '' }, { key: 'cpi' }] };
    expect(keysFromData(data, 'statistics.key')).toEqual(['cpi', 'm2']);
    expect(keysFromData({}, 'statistics.key')).toEqual([]);
    expect(recordRows({ old: 'Old name', m2: 'M2' }, ['cpi', 'm2'])).toEqual([
      { key: 'cpi', inData: true },
      { key: 'm2', inData: true },
      { key: 'old', inData: false },
    ]);
  });

  it('rename a record’s key in place, refusing one another row has', () => {
    const r = { a: '1', b: '2', c: '3' };
    expect(Object.entries(renameKey(r, 'b', 'x') ?? {})).toEqual([['a', '1'], ['x', '2'], ['c', '3']]);
    expect(renameKey(r, 'b', 'c')).toBeNull();
    expect(withoutKey(r, 'a')).toEqual({ b: '2', c: '3' });
  });

  it('show a read-only date-time (a release’s) in Macao time, to the minute', () => {
    expect(readOnlyText('2026-01-30T08:30:00.000Z')).toBe('2026-01-30 16:30');
    expect(readOnlyText('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 04:00');
    expect(readOnlyText('not a date')).toBe('not a date');
  });
});

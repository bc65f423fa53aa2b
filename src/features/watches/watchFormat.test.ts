import { isWatch, normalizeWatchInput, parseWatchesVersion, readWatchEntries } from './watchFormat';
import type { Watch } from './watchTypes';
import { makeWatch } from '@/testing/watchesDevice';

const watch = (overrides: Partial<Watch> = {}): Watch =>
  makeWatch('w1', {
    window: { from: '18:00', to: '20:00' },
    createdAt: '2026-12-01T12:00:00.000Z',
    ...overrides,
  });

describe('the stored format of a watch', () => {
  it('reads a watch that keeps every rule', () => {
    expect(isWatch(watch())).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no restaurant', watch({ restaurantIds: [] })],
    ['six restaurants', watch({ restaurantIds: ['1', '2', '3', '4', '5', '6'] })],
    ['a restaurant twice', watch({ restaurantIds: ['1', '1'] })],
    ['no evening', watch({ dates: [] })],
    ['four evenings', watch({ dates: ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'] })],
    ['evenings out of order', watch({ dates: ['2026-12-05', '2026-12-04'] })],
    ['an evening that is no date', watch({ dates: ['2026-02-30'] })],
    ['a window that ends before it starts', watch({ window: { from: '21:00', to: '18:00' } })],
    ['a window that is not HH:mm', watch({ window: { from: '6pm', to: '20:00' } })],
    ['a party of 11', watch({ partySize: 11 })],
    ['a party as text', { ...watch(), partySize: '4' }],
    ['no id', watch({ id: '' })],
    ['a creation time that is no time', watch({ createdAt: 'yesterday' })],
    ['not an object', 'w1'],
  ])('does not read a watch with %s', (_case, value) => {
    expect(isWatch(value)).toBe(false);
  });

  it('keeps entries this build cannot read, and reads what a newer build wrote that it understands', () => {
    const newer = { ...watch({ id: 'w2' }), reminderMinutes: 30 };
    const strange = { id: 'w3', kind: 'waitlist' };
    expect(readWatchEntries([watch(), strange, newer, 42])).toEqual({
      watches: [watch(), newer],
      unreadable: [strange, 42],
    });
  });

  it('reads a watch id twice once, the first', () => {
    const again = watch({ partySize: 2 });
    expect(readWatchEntries([watch(), again])).toEqual({ watches: [watch()], unreadable: [] });
  });

  it('reads the version beside the list, 1 when absent or not a whole number', () => {
    expect(parseWatchesVersion(null)).toBe(1);
    expect(parseWatchesVersion('3')).toBe(3);
    expect(parseWatchesVersion('x')).toBe(1);
    expect(parseWatchesVersion('0')).toBe(1);
  });

  it("sorts the diner's evenings and refuses a choice that breaks a rule", () => {
    const { id: _id, createdAt: _at, ...input } = watch({ dates: ['2026-12-05', '2026-12-04'] });
    expect(normalizeWatchInput(input)?.dates).toEqual(['2026-12-04', '2026-12-05']);
    expect(normalizeWatchInput({ ...input, dates: ['2026-12-04', '2026-12-04'] })).toBeNull();
    expect(normalizeWatchInput({ ...input, partySize: 0 })).toBeNull();
  });
});

import { slotsFromDraws } from '@/features/availability/availabilitySelectors';
import { drawEvening, slotKey } from '@/features/availability/slotDraws';
import { dayjs } from '@/lib/dates';
import { endedWatchIds, findWatchMatches, undrawnWatchKeys } from './watchCheck';
import type { Watch } from './watchTypes';

const watch = (overrides: Partial<Watch> = {}): Watch => ({
  id: 'w1',
  restaurantIds: ['1'],
  dates: ['2026-12-04'],
  window: { from: '17:00', to: '22:00' },
  partySize: 10,
  createdAt: '2026-12-01T12:00:00.000Z',
  ...overrides,
});

/** The diner's local instant, as the app passes it (`now().toISOString()`). */
const at = (local: string) => dayjs(local).toISOString();
const allFree = () => drawEvening(() => 0);
const allTaken = () => drawEvening(() => 0.999);

describe('the check of the watches', () => {
  it('matches by the slot rules the booking page uses: a party of 10 only where tables seat 10', () => {
    const matches = findWatchMatches([watch()], () => allFree(), at('2026-12-01T12:00'));
    expect(matches.map((match) => match.time)).toEqual(['21:00', '21:15', '21:30', '21:45', '22:00']);
    expect(matches[0]).toEqual({
      watchId: 'w1',
      restaurantId: '1',
      date: '2026-12-04',
      time: '21:00',
      partySize: 10,
    });
  });

  it('finds exactly the free times the booking page offers from the same draws, within the window', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const draws = drawEvening(random);
    const now = at('2026-12-01T12:00');
    const w = watch({ partySize: 4, window: { from: '18:30', to: '20:45' } });
    const offered = slotsFromDraws(draws, '2026-12-04', 4, now)
      .filter((slot) => slot.available && slot.time >= '18:30' && slot.time <= '20:45')
      .map((slot) => slot.time);
    expect(offered.length).toBeGreaterThan(0);
    expect(findWatchMatches([w], () => draws, now).map((match) => match.time)).toEqual(offered);
  });

  it('includes both ends of the window and nothing outside it', () => {
    const w = watch({ partySize: 2, window: { from: '19:00', to: '19:30' } });
    const times = findWatchMatches([w], () => allFree(), at('2026-12-01T12:00')).map((match) => match.time);
    expect(times).toEqual(['19:00', '19:15', '19:30']);
  });

  it('finds nothing where the evening is taken or not drawn', () => {
    expect(findWatchMatches([watch()], () => allTaken(), at('2026-12-01T12:00'))).toEqual([]);
    expect(findWatchMatches([watch()], () => undefined, at('2026-12-01T12:00'))).toEqual([]);
  });

  it('offers no time of today that has passed, and nothing on a past evening', () => {
    const w = watch({ dates: ['2026-12-03', '2026-12-04'] });
    const times = findWatchMatches([w], () => allFree(), at('2026-12-04T21:20'));
    expect(times.map((match) => `${match.date} ${match.time}`)).toEqual([
      '2026-12-04 21:30',
      '2026-12-04 21:45',
      '2026-12-04 22:00',
    ]);
  });

  it('lists matches earliest first: by date, then time, across watches and restaurants', () => {
    const late = watch({ id: 'late', restaurantIds: ['2', '1'], dates: ['2026-12-05'], partySize: 2 });
    const early = watch({
      id: 'early',
      dates: ['2026-12-04'],
      window: { from: '20:00', to: '20:15' },
      partySize: 2,
    });
    const both = findWatchMatches([late, early], () => allFree(), at('2026-12-01T12:00'));
    expect(both.slice(0, 2).map((match) => `${match.watchId} ${match.date} ${match.time}`)).toEqual([
      'early 2026-12-04 20:00',
      'early 2026-12-04 20:15',
    ]);
    expect(both.map((match) => `${match.date} ${match.time}`)).toEqual(
      both.map((match) => `${match.date} ${match.time}`).sort(),
    );
  });

  it('ends a watch whose evenings have all passed, and keeps one with an evening left', () => {
    const past = watch({ id: 'past', dates: ['2026-11-27', '2026-11-28'] });
    const left = watch({ id: 'left', dates: ['2026-11-28', '2026-12-04'] });
    const tonight = watch({ id: 'tonight', dates: ['2026-12-01'] });
    expect(endedWatchIds([past, left, tonight], '2026-12-01')).toEqual(['past']);
  });

  it('asks to draw each undrawn key once, and none of a past evening', () => {
    const a = watch({ id: 'a', restaurantIds: ['1', '2'], dates: ['2026-11-30', '2026-12-04'] });
    const b = watch({ id: 'b', restaurantIds: ['2'], dates: ['2026-12-04'] });
    const drawn = new Set([slotKey({ restaurantId: '1', date: '2026-12-04', partySize: 10 })]);
    expect(undrawnWatchKeys([a, b], (key) => drawn.has(key), '2026-12-01')).toEqual(['2|2026-12-04|10']);
  });

  it('reads 300 sets of draws at most for 20 watches of 5 restaurants and 3 evenings, whatever the catalogue', () => {
    const watches = Array.from({ length: 20 }, (_, index) =>
      watch({
        id: `w${index}`,
        restaurantIds: ['1', '2', '3', '4', '5'].map((id) => `${index * 250 + Number(id)}`),
        dates: ['2026-12-04', '2026-12-05', '2026-12-06'],
        partySize: 2,
      }),
    );
    let reads = 0;
    const matches = findWatchMatches(
      watches,
      () => {
        reads += 1;
        return allFree();
      },
      at('2026-12-01T12:00'),
    );
    expect(reads).toBe(300);
    expect(matches).toHaveLength(300 * 21);
    expect(undrawnWatchKeys(watches, () => false, '2026-12-01')).toHaveLength(300);
  });
});

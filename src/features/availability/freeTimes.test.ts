import { findNextAvailable, laterDates, nearestFree, nearestFreeTimes, undrawnNextDays } from './freeTimes';
import type { TimeSlot } from './generateSlots';

const slot = (time: string, available: boolean): TimeSlot => ({ time, available, maxPartySize: 8 });

describe('next available', () => {
  it('lists the days after a date through the last one', () => {
    expect(laterDates('2026-12-30', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(laterDates('2027-01-02', '2027-01-02')).toEqual([]);
  });

  it('gives the same days as the same array, made once: every card asks for them on every change', () => {
    const days = laterDates('2026-12-04', '2027-02-02');
    expect(days).toHaveLength(60);
    expect(laterDates('2026-12-04', '2027-02-02')).toBe(days);
    expect(Object.isFrozen(days)).toBe(true);
    // Other days, other answers, after more than the memo keeps: still right.
    for (let day = 10; day < 30; day += 1) laterDates(`2026-12-${day}`, '2027-02-02');
    expect(laterDates('2026-12-04', '2027-02-02')).toEqual(days);
    expect(laterDates('2026-12-30', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('takes the free time nearest the preferred one, the earlier of two as near, or the first free', () => {
    const slots = [slot('17:00', true), slot('18:45', true), slot('19:00', false), slot('19:15', true)];
    expect(nearestFree(slots, '19:00')?.time).toBe('18:45');
    expect(nearestFree(slots, '21:00')?.time).toBe('19:15');
    expect(nearestFree(slots, null)?.time).toBe('17:00');
    expect(nearestFree([slot('17:00', false)], null)).toBeUndefined();
  });

  it('offers the nearest later days with a free table, three at most, skipping full ones', () => {
    const full = new Set(['2026-12-05', '2026-12-07']);
    const days = laterDates('2026-12-04', '2026-12-31').map((date) => ({ date }));
    const offers = findNextAvailable(days, ({ date }) => [slot('21:00', !full.has(date))], null);
    expect(offers).toEqual([
      { date: '2026-12-06', time: '21:00' },
      { date: '2026-12-08', time: '21:00' },
      { date: '2026-12-09', time: '21:00' },
    ]);
    expect(findNextAvailable(days, () => [slot('21:00', false)], null)).toEqual([]);
  });
});

describe('the days next available needs drawn', () => {
  const days = laterDates('2026-12-04', '2027-02-02');

  it('asks for the next three days, not the whole window, while none is drawn', () => {
    expect(
      undrawnNextDays(
        days,
        () => false,
        () => true,
      ),
    ).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
  });

  it('asks for more past days drawn full, as many as free days are still missing', () => {
    const drawn = new Set(['2026-12-05', '2026-12-06', '2026-12-07']);
    const free = new Set(['2026-12-06']);
    expect(
      undrawnNextDays(
        days,
        (day) => drawn.has(day),
        (day) => free.has(day),
      ),
    ).toEqual(['2026-12-08', '2026-12-09']);
  });

  it('asks for nothing once the days drawn hold three free ones, or the window is drawn', () => {
    const drawn = new Set(days.slice(0, 10));
    expect(
      undrawnNextDays(
        days,
        (day) => drawn.has(day),
        (day) => day >= '2026-12-12',
      ),
    ).toEqual([]);
    expect(
      undrawnNextDays(
        days,
        () => true,
        () => false,
      ),
    ).toEqual([]);
  });

  it('draws, day by day, what findNextAvailable then answers from', () => {
    // Every third day free: drawn a few at a time until three free ones are found.
    const drawn = new Set<string>();
    const isFree = (day: string) => days.indexOf(day) % 3 === 2;
    for (let round = 0; round < 10; round += 1) {
      const next = undrawnNextDays(days, (day) => drawn.has(day), isFree);
      if (next.length === 0) break;
      for (const day of next) drawn.add(day);
    }
    expect(drawn.size).toBe(9);
    const slotsOn = ({ date }: { date: string }) => (drawn.has(date) ? [slot('21:00', isFree(date))] : []);
    expect(
      findNextAvailable(
        days.map((date) => ({ date })),
        slotsOn,
        null,
      ),
    ).toEqual(
      findNextAvailable(
        days.map((date) => ({ date })),
        ({ date }) => [slot('21:00', isFree(date))],
        null,
      ),
    );
  });
});

describe('nearest free times', () => {
  it('takes up to five free times nearest the chosen one, earlier first on a tie, shown in order', () => {
    const slots = ['17:00', '18:00', '18:45', '19:00', '19:15', '19:30', '20:00', '21:00'].map((time) =>
      slot(time, time !== '19:00'),
    );
    expect(nearestFreeTimes(slots, '19:00')).toEqual(['18:00', '18:45', '19:15', '19:30', '20:00']);
    expect(nearestFreeTimes(slots, '22:00', 2)).toEqual(['20:00', '21:00']);
    expect(nearestFreeTimes([slot('19:00', false)], '19:00')).toEqual([]);
  });
});

import { dayjs } from '@/lib/dates';
import {
  LARGE_PARTY_FACTOR,
  SLOT_TIMES,
  WEEKEND_FACTOR,
  availabilityProbability,
  generateSlots,
  maxPartySizeAt,
} from './generateSlots';

// 2026-12-02 is a Wednesday, 12-04 a Friday, 12-05 a Saturday, 12-06 a Sunday.
const WEDNESDAY = '2026-12-02';
const THURSDAY = '2026-12-03';
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';
const SUNDAY = '2026-12-06';
const EARLIER_DAY = dayjs('2026-11-22T12:00:00');

const always = (value: number) => () => value;

/** A small seeded generator (mulberry32), so the statistical check is the same on every run. */
const seeded = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const slotsFor = (overrides: Partial<Parameters<typeof generateSlots>[0]> = {}) =>
  generateSlots({ date: WEDNESDAY, partySize: 2, now: EARLIER_DAY, random: always(0), ...overrides });

describe('generateSlots', () => {
  it('offers 21 slots every 15 minutes from 17:00 to 22:00 inclusive', () => {
    const slots = slotsFor();
    expect(slots).toHaveLength(21);
    expect(slots[0]?.time).toBe('17:00');
    expect(slots[1]?.time).toBe('17:15');
    expect(slots.at(-1)?.time).toBe('22:00');
    expect(slots.map((slot) => slot.time)).toEqual(SLOT_TIMES);
  });

  it.each([
    ['17:00', 8],
    ['17:45', 8],
    ['18:00', 6],
    ['19:45', 6],
    ['20:00', 8],
    ['20:45', 8],
    ['21:00', 10],
    ['22:00', 10],
  ])('seats at most the right party at %s', (time, max) => {
    expect(maxPartySizeAt(time)).toBe(max);
    expect(slotsFor().find((slot) => slot.time === time)?.maxPartySize).toBe(max);
  });

  it('makes a slot unavailable when the party is larger than it seats, whatever the draw', () => {
    const seven = slotsFor({ partySize: 7 });
    expect(seven.find((s) => s.time === '17:45')?.available).toBe(true);
    expect(seven.find((s) => s.time === '18:00')?.available).toBe(false);
    expect(seven.find((s) => s.time === '19:45')?.available).toBe(false);
    expect(seven.find((s) => s.time === '20:00')?.available).toBe(true);

    const nine = slotsFor({ partySize: 9 });
    expect(nine.filter((s) => s.available).map((s) => s.time)).toEqual([
      '21:00',
      '21:15',
      '21:30',
      '21:45',
      '22:00',
    ]);
    // A party of exactly the slot's maximum fits.
    expect(slotsFor({ partySize: 6 }).every((s) => s.available)).toBe(true);
    expect(slotsFor({ partySize: 10 }).filter((s) => s.available)).toHaveLength(5);
  });

  it('makes every slot unavailable when every draw is at the top of the range', () => {
    expect(slotsFor({ random: always(0.9999) }).some((s) => s.available)).toBe(false);
  });

  it.each([
    ['17:00', 0.8],
    ['17:45', 0.8],
    ['18:00', 0.6],
    ['18:45', 0.6],
    ['19:00', 0.7],
    ['20:45', 0.7],
    ['21:00', 0.9],
    ['22:00', 0.9],
  ])('on a weekday the slot at %s is free with probability %p', (time, probability) => {
    expect(availabilityProbability(time, WEDNESDAY, 2)).toBeCloseTo(probability, 10);
    const slot = (draw: number) =>
      slotsFor({ random: always(draw) }).find((candidate) => candidate.time === time);
    // Free just below the probability, taken at it.
    expect(slot(probability - 1e-9)?.available).toBe(true);
    expect(slot(probability)?.available).toBe(false);
  });

  it.each([
    [FRIDAY, WEEKEND_FACTOR],
    [SATURDAY, WEEKEND_FACTOR],
    [SUNDAY, 1],
    [THURSDAY, 1],
  ])('scales the probability on %s by %p', (date, factor) => {
    const probability = 0.8 * factor;
    expect(availabilityProbability('17:00', date, 2)).toBeCloseTo(probability, 10);
    const at17 = (draw: number) =>
      generateSlots({ date, partySize: 2, now: EARLIER_DAY, random: always(draw) })[0];
    expect(at17(probability - 1e-9)?.available).toBe(true);
    expect(at17(probability)?.available).toBe(false);
  });

  it('halves the probability for a party larger than six, and not for six', () => {
    expect(LARGE_PARTY_FACTOR).toBe(0.5);
    expect(availabilityProbability('21:00', WEDNESDAY, 6)).toBeCloseTo(0.9, 10);
    expect(availabilityProbability('21:00', WEDNESDAY, 7)).toBeCloseTo(0.45, 10);
    expect(availabilityProbability('21:00', SATURDAY, 8)).toBeCloseTo(0.9 * 0.8 * 0.5, 10);

    const at21 = (partySize: number, draw: number) =>
      slotsFor({ partySize, random: always(draw) }).find((s) => s.time === '21:00');
    expect(at21(6, 0.5)?.available).toBe(true);
    expect(at21(7, 0.449)?.available).toBe(true);
    expect(at21(7, 0.45)?.available).toBe(false);
  });

  it('draws once per slot of the evening, in time order', () => {
    const draws: number[] = [];
    const values = SLOT_TIMES.map((_, index) => (index % 2 === 0 ? 0 : 0.9999));
    let next = 0;
    const slots = slotsFor({
      random: () => {
        const value = values[next++] ?? 1;
        draws.push(value);
        return value;
      },
    });
    expect(draws).toHaveLength(21);
    expect(slots.map((s) => s.available)).toEqual(values.map((v) => v === 0));
  });

  describe("today's cut-off", () => {
    const today = WEDNESDAY;

    it('does not offer a slot at exactly the current time, nor any before it', () => {
      const slots = slotsFor({ date: today, now: dayjs(`${today}T19:00:00.000`) });
      expect(slots[0]?.time).toBe('19:15');
      expect(slots).toHaveLength(12);
    });

    it('offers a slot the current time is just before', () => {
      const slots = slotsFor({ date: today, now: dayjs(`${today}T18:59:59.999`) });
      expect(slots[0]?.time).toBe('19:00');
    });

    it('keeps the n-th draw for the n-th slot of the evening', () => {
      const values = SLOT_TIMES.map((_, index) => (index === 9 ? 0 : 0.9999)); // 19:15
      let next = 0;
      const slots = slotsFor({
        date: today,
        now: dayjs(`${today}T19:00:00.000`),
        random: () => values[next++] ?? 1,
      });
      expect(slots.filter((s) => s.available).map((s) => s.time)).toEqual(['19:15']);
    });

    it('offers nothing once the last slot has passed, and everything on later days', () => {
      const late = dayjs(`${today}T22:00:00.000`);
      expect(slotsFor({ date: today, now: late })).toEqual([]);
      expect(slotsFor({ date: THURSDAY, now: late })).toHaveLength(21);
    });
  });

  it('frees slots at about their probability over many draws', () => {
    const random = seeded(20261204);
    const runs = 4000;
    const free = new Map<string, number>();
    for (let run = 0; run < runs; run += 1) {
      for (const slot of generateSlots({ date: FRIDAY, partySize: 7, now: EARLIER_DAY, random })) {
        if (slot.available) free.set(slot.time, (free.get(slot.time) ?? 0) + 1);
      }
    }
    // Friday, party of 7: 17:00 0.8*0.8*0.5 = 0.32; 21:00 0.9*0.8*0.5 = 0.36; 18:00 seats 6: never.
    expect((free.get('17:00') ?? 0) / runs).toBeCloseTo(0.32, 1);
    expect((free.get('20:30') ?? 0) / runs).toBeCloseTo(0.28, 1);
    expect((free.get('21:00') ?? 0) / runs).toBeCloseTo(0.36, 1);
    expect(free.get('18:00')).toBeUndefined();
    expect(Math.abs((free.get('17:00') ?? 0) / runs - 0.32)).toBeLessThan(0.025);
  });
});

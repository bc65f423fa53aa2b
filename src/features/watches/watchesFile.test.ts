import {
  buildBookingsFile,
  parseBookingsFile,
  planWatchImport,
  serializeBookingsFile,
  watchImportSummary,
} from '@/features/bookings/bookingsFile';
import { MAX_ACTIVE_WATCHES, type Watch } from './watchTypes';
import { makeWatch } from '@/testing/watchesDevice';

const watch = (overrides: Partial<Watch> = {}): Watch =>
  makeWatch('w1', {
    window: { from: '20:00', to: '22:00' },
    createdAt: '2026-12-01T12:00:00.000Z',
    ...overrides,
  });

const fileWith = (watches: unknown[]) => {
  const parsed = parseBookingsFile(
    serializeBookingsFile({ ...buildBookingsFile([], [], new Date(0)), watchesVersion: 1, watches }),
  );
  if (!parsed.ok) throw new Error('not a file');
  return parsed.file;
};

describe('watches in the bookings file', () => {
  it('exports the watches, then the entries this build cannot read, with their format version', () => {
    const strange = { id: 'x', kind: 'waitlist' };
    const file = buildBookingsFile([], [], new Date(0), { watches: [watch()], unreadable: [strange] });
    expect(file).toMatchObject({ version: 4, watchesVersion: 1, watches: [watch(), strange] });
    expect(buildBookingsFile([], [], new Date(0))).not.toHaveProperty('watches');
  });

  it('reads a file without watches (an older export) as holding none', () => {
    const parsed = parseBookingsFile(serializeBookingsFile(buildBookingsFile([], [], new Date(0))));
    expect(parsed.ok && planWatchImport([], [], parsed.file, '2026-12-01').counts.added).toBe(0);
  });

  it('adds new watches; counts the ones already here (same id, or the same cover), ended, and unreadable', () => {
    const here = watch({ id: 'here' });
    const sameCover = watch({ id: 'other-id' });
    const fresh = watch({ id: 'fresh', partySize: 4 });
    const ended = watch({ id: 'ended', partySize: 3, dates: ['2026-11-20'] });
    const strange = { id: 'x', kind: 'waitlist' };
    const plan = planWatchImport(
      [here],
      [],
      fileWith([here, sameCover, fresh, ended, strange, 'junk']),
      '2026-12-01',
    );
    expect(plan.watches).toEqual([fresh]);
    expect(plan.unreadable).toEqual([strange]);
    expect(plan.counts).toEqual({
      added: 1,
      alreadyThere: 2,
      ended: 1,
      overLimit: 0,
      unreadable: 1,
      leftOut: 1,
    });
    expect(watchImportSummary(plan.counts)).toBe(
      '1 watch for a table added. 2 watches already on this device. 1 watch not added: its evenings have passed. 1 entry of watches could not be read by this version of Tablo; kept as they are. 1 entry of watches could not be read and were left out.',
    );
  });

  it(`adds none past ${MAX_ACTIVE_WATCHES} active watches, and says so`, () => {
    const current = Array.from({ length: MAX_ACTIVE_WATCHES - 1 }, (_, index) =>
      watch({ id: `c${index}`, partySize: 1, window: { from: '17:00', to: `17:${String(index + 10)}` } }),
    );
    const plan = planWatchImport(
      current,
      [],
      fileWith([watch({ id: 'a' }), watch({ id: 'b', partySize: 2 })]),
      '2026-12-01',
    );
    expect(plan.watches.map((w) => w.id)).toEqual(['a']);
    expect(plan.counts.overLimit).toBe(1);
    expect(watchImportSummary(plan.counts)).toContain('a device keeps at most 20 watches');
  });

  it('treats names and notes in a watch entry as data: a field holding HTML is kept as text', () => {
    const html = { ...watch({ id: '<img src=x onerror=alert(1)>' }), note: '<script>alert(1)</script>' };
    const plan = planWatchImport([], [], fileWith([html]), '2026-12-01');
    expect(plan.watches).toEqual([html]);
    expect(plan.watches[0]!.id).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses a file whose watches are not a list', () => {
    const text = JSON.stringify({ ...buildBookingsFile([], [], new Date(0)), watches: 'all' });
    expect(parseBookingsFile(text)).toEqual({ ok: false, problem: 'not-bookings' });
  });
});

import fc from 'fast-check';
import { SEATING_AREAS } from '@/data/catalogueValues';
import { BOOKING_STEPS, newDraft, type BookingDraft } from './bookingDraft';
import { CONTACT_MAX_LENGTH } from './contactValidation';
import { parseCarriedDraft, serializeCarriedDraft } from './draftCarryOver';
import { OCCASIONS } from '@/features/bookings/occasion';

const details: BookingDraft = {
  ...newDraft('1'),
  step: 'details',
  date: '2026-12-04',
  partySize: 4,
  time: '19:15',
  contact: {
    name: 'Ada Lovelace',
    phone: '(555) 123-4567',
    email: 'ada@example.com',
    specialRequests: 'Window seat',
    occasion: 'birthday',
    dietaryNeeds: 'No peanuts',
  },
};

/** The carried text with `draft` changed as a hand or a script might. */
const withDraft = (draft: object, draws: unknown = null) => JSON.stringify({ draft, draws });

const dateArb = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
const idArb = fc.string({ minLength: 1, maxLength: 100 });
const textArb = (maxLength: number) => fc.string({ maxLength, unit: 'binary' });

/** Any booking in progress the flow can reach. */
const draftArb: fc.Arbitrary<BookingDraft> = fc
  .record({
    restaurantId: idArb,
    step: fc.constantFrom(...BOOKING_STEPS),
    date: fc.option(dateArb),
    partySize: fc.integer({ min: 1, max: 10 }),
    time: fc.option(timeArb),
    contact: fc.record({
      name: textArb(CONTACT_MAX_LENGTH.name),
      phone: textArb(CONTACT_MAX_LENGTH.phone),
      email: textArb(CONTACT_MAX_LENGTH.email),
      specialRequests: textArb(CONTACT_MAX_LENGTH.specialRequests),
      occasion: fc.constantFrom('', ...OCCASIONS.map((occasion) => occasion.value)),
      dietaryNeeds: textArb(CONTACT_MAX_LENGTH.dietaryNeeds),
    }),
    seatingPreference: fc.option(fc.constantFrom(...SEATING_AREAS)),
    expiredTime: fc.option(timeArb),
    confirmedBookingId: fc.option(idArb),
    changing: fc.option(fc.record({ bookingId: idArb, date: dateArb, time: timeArb })),
  })
  .map((draft) => {
    const date = draft.date ?? (draft.time === null && draft.step === 'datetime' ? null : '2026-12-04');
    const time = draft.time ?? (draft.step === 'datetime' ? null : '19:15');
    const confirmedBookingId = draft.confirmedBookingId ?? (draft.step === 'confirmation' ? 'bk-1' : null);
    return { ...draft, date, time, confirmedBookingId };
  });

describe('the booking in progress carried over a reload', () => {
  it('comes back exactly as it was, with its draws', () => {
    fc.assert(
      fc.property(
        draftArb,
        fc.option(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 40 })),
        (draft, draws) => {
          expect(parseCarriedDraft(serializeCarriedDraft({ draft, draws }))).toEqual({ draft, draws });
        },
      ),
    );
  });

  it('is nothing when nothing was kept', () => {
    expect(parseCarriedDraft(null)).toBeNull();
  });

  it('takes the fresh value of a field an older build did not write, and leaves out one it does not know', () => {
    const { changing: _changing, expiredTime: _expiredTime, ...older } = details;
    expect(parseCarriedDraft(withDraft({ ...older, seatingArea: 'terrace' }))).toEqual({
      draft: { ...details, changing: null, expiredTime: null },
      draws: null,
    });
  });

  it('reads a draft an older build wrote, without occasion or dietary needs', () => {
    const { occasion: _occasion, dietaryNeeds: _dietaryNeeds, ...olderContact } = details.contact;
    expect(parseCarriedDraft(withDraft({ ...details, contact: olderContact }))?.draft.contact).toEqual({
      ...details.contact,
      occasion: '',
      dietaryNeeds: '',
    });
  });

  it('keeps nothing it was not built from', () => {
    const text =
      '{"draft":{"restaurantId":"1","__proto__":{"step":"details","isAdmin":true},"contact":{"name":"Ada","__proto__":{"polluted":1}}},"draws":null}';
    const parsed = parseCarriedDraft(text);
    expect(parsed?.draft).toEqual({ ...newDraft('1'), contact: { ...newDraft('1').contact, name: 'Ada' } });
    expect(Object.getPrototypeOf(parsed?.draft)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"draft": {"restaurantId": "1"'],
    ['JSON of another shape', '[1, 2, 3]'],
    ['no draft', '{"draws": null}'],
    ['no restaurant', withDraft({ ...details, restaurantId: null })],
    ['an empty restaurant id', withDraft({ ...details, restaurantId: '' })],
    ['a huge restaurant id', withDraft({ ...details, restaurantId: 'x'.repeat(101) })],
    ['an unknown step', withDraft({ ...details, step: 'payment' })],
    ['a party of 0', withDraft({ ...details, partySize: 0 })],
    ['a party of 11', withDraft({ ...details, partySize: 11 })],
    ['a party of 2.5', withDraft({ ...details, partySize: 2.5 })],
    ['a party as text', withDraft({ ...details, partySize: '4' })],
    ['a party of 1e308', withDraft({ ...details, partySize: 1e308 })],
    ['a date that is not YYYY-MM-DD', withDraft({ ...details, date: '4 Dec 2026' })],
    ['a date that does not exist', withDraft({ ...details, date: '2026-02-30' })],
    ['a time that is not HH:mm', withDraft({ ...details, time: '7:15 PM' })],
    ['a time of 24:00', withDraft({ ...details, time: '24:00' })],
    ['a name that is not text', withDraft({ ...details, contact: { ...details.contact, name: 7 } })],
    ['contact details as text', withDraft({ ...details, contact: 'Ada' })],
    ['an unknown seating area', withDraft({ ...details, seatingPreference: 'Rooftop' })],
    ['an unknown occasion', withDraft({ ...details, contact: { ...details.contact, occasion: 'wake' } })],
    [
      'dietary needs too long',
      withDraft({ ...details, contact: { ...details.contact, dietaryNeeds: 'x'.repeat(201) } }),
    ],
    [
      'a name longer than the field takes',
      withDraft({ ...details, contact: { ...details.contact, name: 'A'.repeat(101) } }),
    ],
    [
      'a change of a booking without its time',
      withDraft({ ...details, changing: { bookingId: 'bk-1', date: '2026-12-04' } }),
    ],
    ['the details step without a time', withDraft({ ...details, time: null })],
    ['a time without a date', withDraft({ ...details, step: 'datetime', date: null })],
    [
      'the confirmation without its booking',
      withDraft({ ...details, step: 'confirmation', confirmedBookingId: null }),
    ],
    ['draws that are not numbers', withDraft(details, ['0.5'])],
    ['draws out of range', withDraft(details, [1])],
    [
      'too many draws',
      withDraft(
        details,
        Array.from({ length: 101 }, () => 0.5),
      ),
    ],
  ])('is dropped whole for %s', (_what, text) => {
    expect(parseCarriedDraft(text)).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ draft: value, draws: value })),
        ),
        (text) => {
          const parsed = parseCarriedDraft(text);
          if (parsed !== null) expect(parseCarriedDraft(serializeCarriedDraft(parsed))).toEqual(parsed);
        },
      ),
    );
  });
});

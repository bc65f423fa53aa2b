import { restaurantRecords } from '@/data/catalogue';
import { restaurantRecordSchema } from '@/data/catalogueSchema';
import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';
import { atDateAndTime } from '@/lib/dates';
import {
  bookingTermsNote,
  cancelNowSentence,
  deadlineFor,
  depositFor,
  feeAt,
  formatDeadline,
  formatMoney,
  freeCancellationDeadline,
  freeCancellationEndsSentence,
  freeUntilText,
  isDeadlinePassed,
  partyTermsSentences,
  deadlineSentence,
  termsLine,
  termsSentences,
  type BookingTerms,
} from './bookingTerms';

const WITH_FEE: BookingTerms = { currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: 25 } };
const WITH_DEPOSIT: BookingTerms = {
  currency: 'USD',
  cancellation: { freeUntilHours: 48, feePerGuest: 50 },
  deposit: { perGuest: 40, fromPartySize: 7 },
};
const FREE: BookingTerms = {};
const [aurora, maison, ember] = restaurantRecords;

describe('the terms line of a card', () => {
  it('names the free-cancellation window, or free cancellation when there is no fee at all', () => {
    expect(termsLine(WITH_FEE)).toBe('Free cancellation until 24 h before');
    expect(termsLine(FREE)).toBe('Free cancellation');
  });

  it('adds the party size a deposit starts from', () => {
    expect(termsLine(WITH_DEPOSIT)).toBe('Free cancellation until 48 h before · Deposit for 7+');
    expect(termsLine({ currency: 'EUR', deposit: { perGuest: 10, fromPartySize: 1 } })).toBe(
      'Free cancellation · Deposit for every party',
    );
  });

  it('says nothing for a restaurant that states no terms', () => {
    expect(termsLine(undefined)).toBeNull();
    expect(termsSentences(undefined)).toEqual([]);
  });

  it('differs for each of the three restaurants of the catalogue', () => {
    expect([aurora, maison, ember].map((record) => termsLine(record!.terms))).toEqual([
      'Free cancellation until 24 h before',
      'Free cancellation until 48 h before · Deposit for 7+',
      'Free cancellation',
    ]);
  });
});

describe('the full terms, for the Policies section', () => {
  it('states the window, the fee per guest in the currency, and the deposit', () => {
    expect(termsSentences(WITH_DEPOSIT)).toEqual([
      'Free cancellation until 48 hours before your booking.',
      'After that, or if you do not come, the fee is $50 per guest.',
      'A party of 7 or more leaves a deposit of $40 per guest.',
    ]);
    expect(
      termsSentences({ currency: 'EUR', cancellation: { freeUntilHours: 1, feePerGuest: 12.5 } }),
    ).toEqual([
      'Free cancellation until 1 hour before your booking.',
      'After that, or if you do not come, the fee is €12.50 per guest.',
    ]);
  });

  it('says cancelling is free when there is no fee', () => {
    expect(termsSentences(FREE)).toEqual(['Free cancellation at any time, and no fee if you do not come.']);
  });
});

describe('money', () => {
  it('is shown in the currency, whole amounts without cents', () => {
    expect(formatMoney(25, 'USD')).toBe('$25');
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(1500, 'EUR')).toBe('€1,500');
    expect(formatMoney(3000, 'JPY')).toBe('¥3,000');
  });
});

describe('the deadline of free cancellation', () => {
  it('is the wall-clock date and time the window before the booking', () => {
    expect(freeCancellationDeadline('2027-06-10', '19:00', 24)).toEqual({
      date: '2027-06-09',
      time: '19:00',
    });
    expect(freeCancellationDeadline('2027-06-10', '01:30', 2)).toEqual({ date: '2027-06-09', time: '23:30' });
    expect(freeCancellationDeadline('2027-03-01', '12:00', 48)).toEqual({
      date: '2027-02-27',
      time: '12:00',
    });
    expect(freeCancellationDeadline('2028-03-01', '12:00', 48)).toEqual({
      date: '2028-02-28',
      time: '12:00',
    });
    expect(freeCancellationDeadline('2027-01-01', '18:00', 72)).toEqual({
      date: '2026-12-29',
      time: '18:00',
    });
  });

  it('keeps the wall clock across a clock change (24 hours before 7:00 PM is 7:00 PM the day before)', () => {
    // 2027-03-14 and 2027-11-07: the US clock changes; 2027-03-28: Europe's.
    expect(freeCancellationDeadline('2027-03-15', '19:00', 24)).toEqual({
      date: '2027-03-14',
      time: '19:00',
    });
    expect(freeCancellationDeadline('2027-11-08', '19:00', 48)).toEqual({
      date: '2027-11-06',
      time: '19:00',
    });
    expect(freeCancellationDeadline('2027-03-28', '20:00', 24)).toEqual({
      date: '2027-03-27',
      time: '20:00',
    });
  });

  it('is none for a date or time that is not one, and none when cancelling is always free', () => {
    expect(freeCancellationDeadline('2027-02-30', '19:00', 24)).toBeNull();
    expect(freeCancellationDeadline('2027-06-10', '7pm', 24)).toBeNull();
    expect(deadlineFor(FREE, { date: '2027-06-10', time: '19:00' })).toBeNull();
    expect(deadlineFor(undefined, { date: '2027-06-10', time: '19:00' })).toBeNull();
    expect(deadlineFor(WITH_DEPOSIT, { date: '2027-06-10', time: '19:00' })).toEqual({
      date: '2027-06-08',
      time: '19:00',
    });
  });

  it('is shown with its weekday, date and time', () => {
    expect(formatDeadline({ date: '2027-06-09', time: '19:00' })).toBe('Wed, Jun 9, 7:00 PM');
  });
});

describe('the deposit of a party', () => {
  it('applies from its party size, per guest', () => {
    expect(depositFor(WITH_DEPOSIT, 6)).toBeNull();
    expect(depositFor(WITH_DEPOSIT, 7)).toEqual({ perGuest: 40, total: 280, currency: 'USD' });
    expect(depositFor(WITH_DEPOSIT, 8)).toEqual({ perGuest: 40, total: 320, currency: 'USD' });
    expect(depositFor(WITH_FEE, 8)).toBeNull();
    expect(depositFor(undefined, 8)).toBeNull();
  });

  it('applies to a party of 8 at Maison Lumière alone of the three', () => {
    expect([aurora, maison, ember].map((record) => depositFor(record!.terms, 8) !== null)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('starts at most from the largest party a table takes', () => {
    const withDepositFrom = (fromPartySize: number) => ({
      ...restaurantRecords[0],
      terms: { currency: 'USD', deposit: { perGuest: 20, fromPartySize } },
    });
    expect(restaurantRecordSchema.safeParse(withDepositFrom(MAX_PARTY_SIZE)).success).toBe(true);
    expect(restaurantRecordSchema.safeParse(withDepositFrom(MAX_PARTY_SIZE + 1)).success).toBe(false);
  });
});

describe('the fee at an instant', () => {
  const booking = { date: '2027-06-10', time: '19:00', partySize: 4 };

  it('is none before the deadline, and the fee for the party from the deadline on', () => {
    expect(feeAt(WITH_FEE, booking, atDateAndTime('2027-06-09', '18:59'))).toBeNull();
    expect(feeAt(WITH_FEE, booking, atDateAndTime('2027-06-09', '19:00'))).toEqual({
      perGuest: 25,
      total: 100,
      currency: 'USD',
    });
    // Not coming costs the same.
    expect(feeAt(WITH_FEE, booking, atDateAndTime('2027-06-10', '21:00'))?.total).toBe(100);
  });

  it('is none at any instant when there is no fee, or no terms', () => {
    expect(feeAt(FREE, booking, atDateAndTime('2027-06-10', '18:00'))).toBeNull();
    expect(feeAt(undefined, booking, atDateAndTime('2027-06-10', '18:00'))).toBeNull();
  });

  it('says whether a deadline has passed, and never that one that does not exist has', () => {
    const deadline = { date: '2027-06-09', time: '19:00' };
    expect(isDeadlinePassed(deadline, atDateAndTime('2027-06-09', '18:59'))).toBe(false);
    expect(isDeadlinePassed(deadline, atDateAndTime('2027-06-09', '19:00'))).toBe(true);
    expect(isDeadlinePassed(null, atDateAndTime('2030-01-01', '00:00'))).toBe(false);
  });
});

describe('the terms for one party, date and time', () => {
  const party = (partySize: number) => ({ date: '2027-06-11', time: '19:00', partySize });
  const before = atDateAndTime('2027-06-01', '12:00');

  it('gives the exact deadline, the fee for the party, and the deposit that applies to it with its total', () => {
    expect(partyTermsSentences(WITH_DEPOSIT, party(8), before)).toEqual([
      'Free cancellation until Wed, Jun 9, 7:00 PM.',
      'After that, or if you do not come, the fee is $50 per guest: $400 for 8 guests.',
      'A deposit of $40 per guest applies to a party of 8: $320 in all.',
    ]);
  });

  it('names no deposit for a party below the rule', () => {
    expect(partyTermsSentences(WITH_DEPOSIT, party(2), before)).toEqual([
      'Free cancellation until Wed, Jun 9, 7:00 PM.',
      'After that, or if you do not come, the fee is $50 per guest: $100 for 2 guests.',
    ]);
  });

  it('says when free cancellation has already ended for that time', () => {
    expect(partyTermsSentences(WITH_FEE, party(1), atDateAndTime('2027-06-10', '19:00'))[0]).toBe(
      'Free cancellation ended Thu, Jun 10, 7:00 PM.',
    );
  });

  it('says cancelling is always free when there is no window, and nothing without terms', () => {
    expect(partyTermsSentences(FREE, party(4), before)).toEqual([
      'Free cancellation at any time.',
      'No fee if you do not come.',
    ]);
    expect(partyTermsSentences(undefined, party(4), before)).toEqual([]);
    expect(deadlineSentence(undefined, party(4), before)).toBeNull();
  });
});

describe('what a booking says of cancelling', () => {
  const booking = { date: '2027-06-11', time: '19:00', partySize: 2 };
  // 48 h before Friday 11 June 2027, 7:00 PM: Wednesday 9 June, 7:00 PM.

  it('names the deadline of its own terms while it is ahead', () => {
    expect(bookingTermsNote(WITH_DEPOSIT, booking, atDateAndTime('2027-06-09', '18:59'))).toBe(
      'Free cancellation until Wed, Jun 9, 7:00 PM',
    );
  });

  it("says once it has passed that it has, and the party's fee", () => {
    expect(bookingTermsNote(WITH_DEPOSIT, booking, atDateAndTime('2027-06-09', '19:00'))).toBe(
      'Free cancellation ended Wed, Jun 9, 7:00 PM; a fee of $100 applies if you cancel',
    );
  });

  it('says cancelling is always free under terms without a fee, and nothing without terms', () => {
    const at = atDateAndTime('2027-06-11', '18:00');
    expect(bookingTermsNote(FREE, booking, at)).toBe('Free cancellation at any time');
    expect(bookingTermsNote(undefined, booking, at)).toBeNull();
  });

  it('names the deadline for a calendar', () => {
    expect(freeUntilText({ date: '2027-06-09', time: '19:00' })).toBe(
      'Free cancellation until Wed, Jun 9, 7:00 PM',
    );
    expect(freeCancellationEndsSentence({ date: '2027-06-09', time: '19:00' })).toBe(
      'Free cancellation ends Wed, Jun 9, 7:00 PM.',
    );
  });
});

describe('what the cancel dialog says of the cost now', () => {
  const booking = { date: '2027-06-11', time: '19:00', partySize: 2 };

  it('says cancelling is free before the deadline, and under terms without a fee', () => {
    expect(cancelNowSentence(WITH_DEPOSIT, booking, atDateAndTime('2027-06-09', '18:59'))).toBe(
      'Cancelling now is free.',
    );
    expect(cancelNowSentence(FREE, booking, atDateAndTime('2027-06-11', '18:00'))).toBe(
      'Cancelling now is free.',
    );
  });

  it("names the party's fee from the deadline on", () => {
    expect(cancelNowSentence(WITH_DEPOSIT, booking, atDateAndTime('2027-06-09', '19:00'))).toBe(
      'Free cancellation has ended: cancelling now costs a fee of $100 ($50 per guest).',
    );
    expect(
      cancelNowSentence(WITH_DEPOSIT, { ...booking, partySize: 1 }, atDateAndTime('2027-06-10', '12:00')),
    ).toBe('Free cancellation has ended: cancelling now costs a fee of $50.');
  });

  it('says nothing for a booking made before terms existed', () => {
    expect(cancelNowSentence(undefined, booking, atDateAndTime('2027-06-11', '18:00'))).toBeNull();
  });
});

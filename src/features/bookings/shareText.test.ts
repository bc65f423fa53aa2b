import { makeBookingRecord } from '@/testing/fixtures';
import { shareText, shareTitle } from './shareText';

const location = { address: '418 Mulberry Lane', city: 'Riverton', coordinates: { lat: 0, lng: 0 } };
const booking = makeBookingRecord({
  restaurantName: 'Trattoria Aurora',
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  confirmationNumber: 'RB123456',
});

describe('shareText', () => {
  it('carries the restaurant, date, time, party, address and confirmation number, a line each', () => {
    expect(shareText(booking, location)).toBe(
      [
        'Table booked at Trattoria Aurora',
        'Friday, December 4, 2026 at 7:15 PM',
        'Party: 4 guests',
        'Address: 418 Mulberry Lane, Riverton',
        'Confirmation number: RB123456',
      ].join('\n'),
    );
    expect(shareTitle(booking)).toBe('Table at Trattoria Aurora');
  });

  it('says guest for one, and leaves the address out when the restaurant is no longer known', () => {
    const text = shareText({ ...booking, partySize: 1 }, undefined);
    expect(text).toContain('Party: 1 guest\n');
    expect(text).not.toContain('Address');
  });

  it('keeps any text a record holds as it is', () => {
    expect(shareText({ ...booking, restaurantName: '<script>x</script>' }, location)).toMatch(
      /^Table booked at <script>x<\/script>\n/,
    );
  });
});

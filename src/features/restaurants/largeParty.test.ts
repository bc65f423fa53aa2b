import { MAX_PARTY_SIZE } from '@/features/bookings/partySize';
import { largePartyLead } from './largeParty';

describe('largePartyLead', () => {
  it('names the largest party a table takes and the restaurant to call', () => {
    expect(largePartyLead('Maison Lumière')).toBe('For a party of more than 10, call Maison Lumière at');
  });

  it('follows the most a table booking takes', () => {
    expect(largePartyLead('Ember & Oak')).toContain(`more than ${MAX_PARTY_SIZE},`);
  });
});

import { largePartyLead } from './largeParty';

describe('largePartyLead', () => {
  it('names the most a table takes and the restaurant to call', () => {
    expect(largePartyLead('Maison Lumière')).toBe('For a party of more than 10, call Maison Lumière at');
  });
});

import { addAll, eveningChoices, toggleChoice, windowEnds } from './watchForm';

describe('eveningChoices', () => {
  it('lists the chosen date and the six days after it', () => {
    expect(eveningChoices('2026-12-04', '2027-02-01')).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ]);
  });

  it('stops at the end of the booking window', () => {
    expect(eveningChoices('2027-01-30', '2027-02-01')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01']);
  });
});

describe('toggleChoice', () => {
  const all = ['a', 'b', 'c', 'd'];

  it('adds in the order of the list, and takes out', () => {
    expect(toggleChoice(['c'], 'a', all, 3)).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'c'], 'a', all, 3)).toEqual(['c']);
  });

  it('adds nothing past the limit', () => {
    expect(toggleChoice(['a', 'b', 'c'], 'd', all, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('addAll', () => {
  it('adds the candidates not chosen yet, up to the limit', () => {
    expect(addAll(['a'], ['b', 'a', 'c', 'd', 'e', 'f'], 5)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('windowEnds', () => {
  it('offers the start and the times after it', () => {
    expect(windowEnds('21:30')).toEqual(['21:30', '21:45', '22:00']);
  });
});

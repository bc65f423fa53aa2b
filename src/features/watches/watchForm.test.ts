import {
  WHOLE_EVENING,
  addAll,
  defaultWatchWindow,
  emptyWindowAround,
  eveningChoices,
  toggleChoice,
  windowEnds,
} from './watchForm';

describe('defaultWatchWindow', () => {
  it('is an hour either side of the wanted time', () => {
    expect(defaultWatchWindow('19:00')).toEqual({ from: '18:00', to: '20:00' });
    expect(defaultWatchWindow('19:15')).toEqual({ from: '18:15', to: '20:15' });
  });

  it('is cut to the evening at its ends', () => {
    expect(defaultWatchWindow('17:15')).toEqual({ from: '17:00', to: '18:15' });
    expect(defaultWatchWindow('21:30')).toEqual({ from: '20:30', to: '22:00' });
  });

  it('is the whole evening without a wanted time, or with one that is no slot', () => {
    expect(defaultWatchWindow(null)).toEqual({ from: '17:00', to: '22:00' });
    expect(defaultWatchWindow('12:00')).toEqual(WHOLE_EVENING);
  });
});

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

describe('emptyWindowAround', () => {
  const slots = (free: string[]) =>
    ['17:00', '18:00', '18:45', '19:00', '20:00', '20:15', '21:00'].map((time) => ({
      time,
      available: free.includes(time),
    }));

  it('is the window around the wanted time when none of its times is free', () => {
    expect(emptyWindowAround(slots(['17:00', '21:00']), '19:00')).toEqual({ from: '18:00', to: '20:00' });
  });

  it('is null when a time within the hour either side is free, ends included', () => {
    expect(emptyWindowAround(slots(['20:00']), '19:00')).toBeNull();
    expect(emptyWindowAround(slots(['18:00']), '19:00')).toBeNull();
  });

  it('is null for a time that is no slot', () => {
    expect(emptyWindowAround(slots([]), '12:00')).toBeNull();
  });
});

import { WHOLE_EVENING, defaultWatchWindow, emptyWindowAround } from './watchWindow';

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

import { recordComponentRenders } from './componentRenders';

// React's development build reports a component's render to the "Components ⚛" track, with the
// time it began: through console.timeStamp, or performance.measure for props deeply equal.
const TRACK = 'Components \u269b';
// Typed by the DOM library with a label only; React passes the times and the track.
const timeStamp = (...args: unknown[]) => (console.timeStamp as (...all: unknown[]) => void)(...args);
const reportStamp = (name: string, start: number) =>
  timeStamp(name, start, start + 1, TRACK, 'Scheduler \u269b', 'primary');
const reportMeasure = (name: string, start: number) =>
  performance.measure(`\u200b${name}`, { start, end: start + 1, detail: { devtools: { track: TRACK } } });

describe('recordComponentRenders', () => {
  it('records the renders begun since it started, by either report, and no other track', () => {
    const before = performance.now() - 10;
    const renders = recordComponentRenders();
    const after = performance.now() + 10;
    reportStamp('ContactForm', after);
    reportMeasure('BookingFlow', after);
    timeStamp('Commit', after, after + 1, 'Blocking', 'Scheduler \u269b', 'primary');
    // A tree rendered ahead, hidden, is reported as it is shown, with the time its render began.
    reportStamp('BookingSummary', before);
    reportMeasure('DetailsStep', before);
    expect(renders).toEqual(['ContactForm', 'BookingFlow']);
  });
});

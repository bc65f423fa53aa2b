/**
 * What React renders, as its development build reports it: inside a <Profiler>, each component
 * that rendered in a commit is logged to the browser's performance timeline (the "Components ⚛"
 * track of React's performance tracks), through console.timeStamp or, for props that changed
 * but are deeply equal, performance.measure. jsdom has neither, and React checks for them once,
 * as it loads; setupTests.ts imports this file first, so that they are there by then.
 */
const COMPONENTS_TRACK = 'Components \u269b';

console.timeStamp ??= () => undefined;
// On the prototype, so that the stand-in performance of Jest's fake timers has them too.
// A stand-in entry: React reads nothing back from it.
const noMeasure = (name: string): PerformanceMeasure =>
  ({
    name,
    entryType: 'measure',
    startTime: 0,
    duration: 0,
    detail: null,
    toJSON: () => ({}),
  }) satisfies PerformanceMeasure;
Performance.prototype.measure ??= noMeasure;
Performance.prototype.clearMeasures ??= () => undefined;

/**
 * Records the name of each component React renders inside a <Profiler>, from now until the
 * test ends (Jest restores the spies). Real timers only: fake ones replace `performance`.
 * React reports a render as it commits its effects, and the render of a tree kept hidden
 * (`<Activity>`) only as the tree is shown, with the time it began: a render begun before now is
 * not recorded.
 */
export const recordComponentRenders = (): string[] => {
  const names: string[] = [];
  const from = performance.now();
  const isBefore = (start: unknown) => typeof start === 'number' && start < from;
  jest.spyOn(console, 'timeStamp').mockImplementation((name?: string, ...rest: unknown[]) => {
    if (rest[2] === COMPONENTS_TRACK && name && !isBefore(rest[0])) names.push(name);
  });
  jest
    .spyOn(performance, 'measure')
    .mockImplementation((name: string, options?: string | PerformanceMeasureOptions) => {
      const track =
        typeof options === 'object'
          ? (options.detail as { devtools?: { track?: string } } | undefined)?.devtools?.track
          : undefined;
      const start = typeof options === 'object' ? options.start : undefined;
      // Named with a zero-width space in front.
      if (track === COMPONENTS_TRACK && !isBefore(start)) names.push(name.replace(/^\u200b/, ''));
      return noMeasure(name);
    });
  return names;
};

/**
 * Budget: the next booking step's code is fetched after the tap's frame is painted, and a step
 * whose code came ahead renders at once (16 ms off an offer; Continue 96 -> 56 ms). Guards
 * docs/performance.md, rows "`afterNextPaint`: a tap's follow-up after its paint" and
 * "Continue's step shown deferred; steps `lazyPreloadable`".
 */
import { Suspense, createElement } from 'react';
import { render } from '@testing-library/react';
import type { Restaurant } from '@/data/types';
import { DetailsStep, preloadConfirmation, preloadDetailsStep, whenDetailsStepLoaded } from './lazySteps';

// Which step modules have been evaluated, that is fetched in the browser.
const loaded: string[] = [];
jest.mock('./DetailsStep', () => {
  loaded.push('DetailsStep');
  return { DetailsStep: () => 'the details step' };
});
jest.mock('./ConfirmationStep', () => {
  loaded.push('ConfirmationStep');
  return { ConfirmationStep: () => null };
});
jest.mock('@/features/bookingInProgress/ConfirmationToast', () => {
  loaded.push('ConfirmationToast');
  return {};
});

const settleMicrotasks = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// A preload adds a <script> to the page; within the tap that enabled it, that delayed its answer.
describe('preloading the next booking step', () => {
  it('fetches the details step only after the next frame is painted', async () => {
    preloadDetailsStep();
    await settleMicrotasks();
    expect(loaded).toEqual([]);

    jest.runAllTimers();
    await settleMicrotasks();
    expect(loaded).toEqual(['DetailsStep']);
  });

  it('fetches the confirmation and its toast only after the next frame is painted', async () => {
    preloadConfirmation();
    await settleMicrotasks();
    expect(loaded).toEqual(['DetailsStep']);

    jest.runAllTimers();
    await settleMicrotasks();
    expect(loaded).toEqual(expect.arrayContaining(['ConfirmationStep', 'ConfirmationToast']));
  });
});

describe('a step whose code came ahead', () => {
  it('renders at once, without its fallback (React.lazy would suspend, and hold it 300 ms)', async () => {
    const continued = jest.fn();
    preloadDetailsStep();
    jest.runAllTimers();
    await settleMicrotasks();
    whenDetailsStepLoaded(continued);
    expect(continued).toHaveBeenCalledTimes(1);

    jest.useRealTimers();
    const { container } = render(
      createElement(
        Suspense,
        { fallback: 'waiting' },
        createElement(DetailsStep, { restaurant: {} as Restaurant }),
      ),
    );
    expect(container).toHaveTextContent(/^the details step$/);
  });
});

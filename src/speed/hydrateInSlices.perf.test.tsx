import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrateInSlices';

/** Keeps the thread busy for `ms`, as a slow phone's render of a large part would. */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, on purpose
  }
};

/** A part of the page whose render takes `ms` of script. */
function Slow({ ms, onRender }: { ms: number; onRender: () => void }) {
  busyFor(ms);
  onRender();
  return <p>part</p>;
}

const PARTS = 30;
let committed = false;
/** Tells that React has committed the hydrated page (its effects run then). */
function Committed() {
  useEffect(() => {
    committed = true;
  }, []);
  return null;
}
const page = (onRender: () => void) => (
  <main>
    <Committed />
    {Array.from({ length: PARTS }, (_, index) => (
      <Slow key={index} ms={2} onRender={onRender} />
    ))}
  </main>
);

const prerendered = () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(() => undefined));
  document.body.append(container);
  return container;
};

/**
 * Counts the parts rendered and the slices they were rendered in: a slice ends when React gives
 * the thread back (its microtasks then run).
 */
const slicesOf = () => {
  const counts = { rendered: 0, slices: 0 };
  let inSlice = false;
  const onRender = () => {
    counts.rendered += 1;
    if (inSlice) return;
    inSlice = true;
    counts.slices += 1;
    queueMicrotask(() => (inSlice = false));
  };
  return { counts, onRender };
};

const hydrated = async () => {
  for (let task = 0; task < 1000 && !committed; task += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

describe('hydrating a prerendered page in slices', () => {
  beforeAll(() => {
    // Under act() React renders everything at once: these tests watch React's own scheduling.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    committed = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('gives the thread back between slices of a few milliseconds, and hydrates the whole page', async () => {
    const { counts, onRender } = slicesOf();
    const container = prerendered();
    const root = hydrateInSlices(hydrateRoot, container, page(onRender));

    await hydrated();
    expect(counts.rendered).toBe(PARTS);
    // 60 ms of rendering, in slices of about 5 ms.
    expect(counts.slices).toBeGreaterThanOrEqual(5);
    expect(container.querySelectorAll('p')).toHaveLength(PARTS);
    root.unmount();
  });

  it('is what makes the difference: React hydrates at its default priority in one go', async () => {
    const { counts, onRender } = slicesOf();
    const container = prerendered();
    const root = hydrateRoot(container, page(onRender));

    await hydrated();
    expect(counts.rendered).toBe(PARTS);
    expect(counts.slices).toBe(1);
    root.unmount();
  });
});

/**
 * jsdom has no IntersectionObserver: one a test drives, as the browser's would be. Install it in
 * a `beforeEach`, remove it in an `afterEach`; `FakeIntersectionObserver.made` lists those the
 * page has made since it was installed.
 */
export class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  isConnected = true;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.isConnected = false;
  }
  /** The browser reporting whether the observed elements are within the margin now. */
  report(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }

  static install() {
    FakeIntersectionObserver.made = [];
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }

  static remove() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
}

import { makeTestStore } from '@/testing/testStore';
import { positionErrorDismissed, selectPosition, selectPositionRequest } from './searchSlice';
import { POSITION_ERRORS, POSITION_TIMEOUT_MS, nearMeRequested } from './nearMe';

const setGeolocation = (getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
};

afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

const failingWith = (code: number) =>
  jest.fn<void, Parameters<Geolocation['getCurrentPosition']>>((_success, failure) =>
    failure?.({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
  );

describe('nearMeRequested', () => {
  it('keeps the position rounded to about 1 km, and asks with a timeout', async () => {
    const getCurrentPosition = jest.fn<void, Parameters<Geolocation['getCurrentPosition']>>((success) =>
      success({ coords: { latitude: 40.712776, longitude: -74.005974 } } as GeolocationPosition),
    );
    setGeolocation(getCurrentPosition);
    const store = makeTestStore();
    expect(selectPositionRequest(store.getState()).status).toBe('idle');
    await store.dispatch(nearMeRequested());
    expect(selectPosition(store.getState())).toEqual({ lat: 40.71, lng: -74.01 });
    expect(selectPositionRequest(store.getState())).toEqual({ status: 'succeeded', error: null });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: POSITION_TIMEOUT_MS });
  });

  it.each([
    [1, POSITION_ERRORS.denied],
    [2, POSITION_ERRORS.unavailable],
    [3, POSITION_ERRORS.timeout],
    [99, POSITION_ERRORS.unavailable],
  ])('says in words why error code %d left the list as it was', async (code, message) => {
    setGeolocation(failingWith(code));
    const store = makeTestStore();
    await store.dispatch(nearMeRequested());
    expect(selectPositionRequest(store.getState())).toEqual({ status: 'failed', error: message });
    expect(selectPosition(store.getState())).toBeNull();
    store.dispatch(positionErrorDismissed());
    expect(selectPositionRequest(store.getState())).toEqual({ status: 'idle', error: null });
  });

  it.each([
    ['(400, -900)', { latitude: 400, longitude: -900 }],
    ['NaN', { latitude: NaN, longitude: NaN }],
    ['a latitude past the pole', { latitude: 90.5, longitude: 10 }],
    ['a longitude past the date line', { latitude: 10, longitude: -180.01 }],
    ['Infinity', { latitude: Infinity, longitude: 0 }],
    ['no numbers', { latitude: null, longitude: '12' }],
    ['no coordinates', null],
  ])('takes an impossible fix, %s, as a position that could not be found', async (_name, coords) => {
    setGeolocation((success) => success({ coords } as unknown as GeolocationPosition));
    const store = makeTestStore();
    await store.dispatch(nearMeRequested());
    expect(selectPositionRequest(store.getState())).toEqual({
      status: 'failed',
      error: POSITION_ERRORS.unavailable,
    });
    expect(selectPosition(store.getState())).toBeNull();
  });

  it('keeps the position it had when a later fix is impossible', async () => {
    let coords = { latitude: 40.712776, longitude: -74.005974 };
    setGeolocation((success) => success({ coords } as GeolocationPosition));
    const store = makeTestStore();
    await store.dispatch(nearMeRequested());
    coords = { latitude: 400, longitude: -900 };
    await store.dispatch(nearMeRequested());
    expect(selectPosition(store.getState())).toEqual({ lat: 40.71, lng: -74.01 });
    expect(selectPositionRequest(store.getState()).error).toBe(POSITION_ERRORS.unavailable);
  });

  it('fails in words where the browser has no Geolocation API, or it throws', async () => {
    const store = makeTestStore();
    await store.dispatch(nearMeRequested());
    expect(selectPositionRequest(store.getState()).error).toBe(POSITION_ERRORS.unsupported);
    setGeolocation(() => {
      throw new Error('blocked by permissions policy');
    });
    await store.dispatch(nearMeRequested());
    expect(selectPositionRequest(store.getState()).error).toBe(POSITION_ERRORS.unavailable);
  });

  it('asks once while a request is under way, and again after it ends', async () => {
    const getCurrentPosition = jest.fn();
    setGeolocation(getCurrentPosition);
    const store = makeTestStore();
    const first = store.dispatch(nearMeRequested());
    void store.dispatch(nearMeRequested());
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(selectPositionRequest(store.getState()).status).toBe('pending');
    (getCurrentPosition.mock.calls[0] as Parameters<Geolocation['getCurrentPosition']>)[1]?.({
      code: 3,
    } as GeolocationPositionError);
    await first;
    expect(selectPositionRequest(store.getState()).status).toBe('failed');
    void store.dispatch(nearMeRequested());
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('is never made by creating the store', () => {
    const getCurrentPosition = jest.fn();
    setGeolocation(getCurrentPosition);
    makeTestStore();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});

import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { isGeoPoint, roundPoint, type GeoPoint } from '@/lib/geo';

/** How long the browser may take to find the diner before the request counts as timed out. */
export const POSITION_TIMEOUT_MS = 10_000;
/** A position found this recently is good enough: a diner rarely moves a kilometre in minutes. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

/** What the diner reads when their position cannot be had, by the Geolocation API's error code. */
export const POSITION_ERRORS = {
  denied:
    'Location access is blocked, so the list is unchanged. Allow location for this site in your browser, or choose a city from Location.',
  unavailable:
    'Your position could not be found, so the list is unchanged. Try again, or choose a city from Location.',
  timeout:
    'Finding your position took too long, so the list is unchanged. Try again, or choose a city from Location.',
  unsupported:
    'This browser cannot share your position, so the list is unchanged. Choose a city from Location instead.',
} as const;

const messageFor = (code: number): string => {
  if (code === 1) return POSITION_ERRORS.denied;
  if (code === 3) return POSITION_ERRORS.timeout;
  return POSITION_ERRORS.unavailable;
};

/**
 * The point a fix reports, rounded; null when it is no real latitude and longitude (a faulty
 * or spoofed source reports (400, -900) or NaN): the position could not be found, then.
 */
const pointOf = (position: GeolocationPosition | null | undefined): GeoPoint | null => {
  const point = { lat: position?.coords?.latitude, lng: position?.coords?.longitude } as GeoPoint;
  return isGeoPoint(point) ? roundPoint(point) : null;
};

/**
 * Near Me: asks the browser where the diner is (the browser asks the diner first), only when
 * they press it. The position is kept rounded to about 1 km; a refusal, no fix or a timeout
 * (or an impossible fix) ends in a message in words and leaves the list as it was. One request
 * at a time.
 */
export const nearMeRequested = createAsyncThunk<GeoPoint, void, { state: RootState; rejectValue: string }>(
  'search/nearMeRequested',
  (_arg, { rejectWithValue }) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return rejectWithValue(POSITION_ERRORS.unsupported);
    return new Promise<GeoPoint>((resolve, reject) => {
      try {
        geolocation.getCurrentPosition(
          (position) => {
            const point = pointOf(position);
            if (point) resolve(point);
            else reject(new Error('The browser reported an impossible position'));
          },
          (error) => reject(error),
          { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
        );
      } catch (error) {
        // Some embedded browsers throw rather than call back (a page without permission policy).
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }).catch((error: unknown) =>
      rejectWithValue(
        typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
          ? messageFor(error.code)
          : POSITION_ERRORS.unavailable,
      ),
    );
  },
  { condition: (_arg, { getState }) => getState().search.positionRequest.status !== 'pending' },
);

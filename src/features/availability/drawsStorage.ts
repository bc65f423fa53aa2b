import { SLOT_TIMES } from './generateSlots';

/**
 * The visit's availability draws, kept in this tab's sessionStorage, so that a full page load
 * (a reload, a link opened cold, the reload after a deployment) offers the times the diner was
 * already shown. Text this build cannot read is ignored entry by entry: those keys are drawn
 * afresh.
 */
export const DRAWS_STORAGE_KEY = 'availability.draws';

/** A draws key (slotDraws.ts `slotKey`): restaurant id, `YYYY-MM-DD`, party size. */
const KEY = /^[^|]{1,100}\|\d{4}-\d{2}-\d{2}\|\d{1,2}$/;

const isDrawList = (value: unknown): value is number[] =>
  Array.isArray(value) &&
  value.length === SLOT_TIMES.length &&
  value.every((draw) => typeof draw === 'number' && draw >= 0 && draw < 1);

export const serializeDraws = (draws: Readonly<Record<string, readonly number[]>>): string =>
  JSON.stringify(draws);

/** The draws stored as `text`: every entry that is a valid key with one draw per slot. */
export const parseStoredDraws = (text: string | null): Record<string, number[]> => {
  if (text === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, number[]] => KEY.test(entry[0]) && isDrawList(entry[1]),
    ),
  );
};

export interface DrawsStorage {
  load: () => Record<string, number[]>;
  save: (draws: Readonly<Record<string, readonly number[]>>) => void;
}

type Backend = Pick<Storage, 'getItem' | 'setItem'>;

/** This tab's sessionStorage; none while prerendering. Reading it can throw where it is blocked. */
const sessionBackend = (): Backend | undefined => globalThis.sessionStorage;

/**
 * The tab's draws store. It never throws: where storage is blocked or full, the draws last
 * as long as the page, as they would without it.
 */
export const createDrawsStorage = (getBackend: () => Backend | undefined = sessionBackend): DrawsStorage => ({
  load: () => {
    try {
      return parseStoredDraws(getBackend()?.getItem(DRAWS_STORAGE_KEY) ?? null);
    } catch {
      return {};
    }
  },
  save: (draws) => {
    try {
      getBackend()?.setItem(DRAWS_STORAGE_KEY, serializeDraws(draws));
    } catch {
      // Blocked or full: this page keeps its draws all the same.
    }
  },
});

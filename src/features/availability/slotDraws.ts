import { now, type Dayjs } from '@/lib/dates';
import { SLOT_TIMES } from './generateSlots';

/** Where "now" and the random draws come from; tests pass their own. */
export interface SlotSource {
  now: () => Dayjs;
  random: () => number;
}

// Read at call time, so a pinned Math.random (browser tests) or a Jest spy applies.
export const appSlotSource: SlotSource = { now, random: () => Math.random() };

/** The impure inputs of a slot regeneration, drawn in `prepare` or a thunk so reducers stay pure. */
export interface SlotDraws {
  /** The instant the slots were generated, ISO. */
  generatedAt: string;
  /** One uniform draw per slot of the evening, in time order. */
  draws: number[];
}

export const drawSlots = (source: SlotSource = appSlotSource): SlotDraws => ({
  generatedAt: source.now().toISOString(),
  draws: SLOT_TIMES.map(() => source.random()),
});

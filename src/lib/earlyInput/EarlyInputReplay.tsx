import { useEffect } from 'react';
import { type EarlyInput, type KeptInput, replayEarlyInput } from './replayEarlyInput';

/**
 * Replays the input kept before the script ran once React has committed the hydrated page: its
 * effect runs after that commit. Before it, React may still be hydrating (props on the elements,
 * the fields' values not yet put back), and a value replayed then is put back to the HTML's.
 * Renders nothing, so the prerendered markup is matched as it is.
 */
export function EarlyInputReplay({ kept, earlyInput }: { kept: KeptInput[]; earlyInput: EarlyInput }) {
  useEffect(() => {
    void replayEarlyInput(kept, earlyInput);
  }, [kept, earlyInput]);
  return null;
}

import { useEffect } from 'react';
import type { EarlyInput, KeptInput } from './replayEarlyInput';

/**
 * Replays the input kept before the script ran once React has committed the hydrated page: its
 * effect runs after that commit. Before it, React may still be hydrating (props on the elements,
 * the fields' values not yet put back), and a value replayed then is put back to the HTML's.
 * Renders nothing, so the prerendered markup is matched as it is.
 */
export function EarlyInputReplay({
  kept,
  earlyInput,
  replayCode,
}: {
  kept: KeptInput[];
  earlyInput: EarlyInput;
  /** The replay's module, asked for (src/main.tsx) as soon as there was input to replay. */
  replayCode: Promise<typeof import('./replayEarlyInput')>;
}) {
  useEffect(() => {
    void replayCode.then(({ replayEarlyInput }) => replayEarlyInput(kept, earlyInput));
  }, [kept, earlyInput, replayCode]);
  return null;
}

import { useDiscoveryUrlSync } from './useDiscoveryUrlSync';

/**
 * Keeps the home URL and the list in step (see useDiscoveryUrlSync). A component of its own that
 * renders nothing: every keystroke in the search changes the store and the address, and only
 * this re-renders for it, not the page around it.
 */
export function DiscoveryUrlSync() {
  useDiscoveryUrlSync();
  return null;
}

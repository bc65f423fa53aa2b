/** What a system notification of a match says, and where its click leads. */
export interface MatchNotification {
  /** The match's key: the notification's tag, so a match shown again replaces its notification. */
  key: string;
  title: string;
  body: string;
  /** The booking it opens (scripts/service-worker.template.js, `notificationclick`). */
  url: string;
}

// Shown once per page load each; the tag keeps a reload from stacking a second one.
const shown = new Set<string>();

/**
 * Shows each match as a system notification through the service worker's registration, when
 * the diner allowed notifications (asked only from the watch dialog) and the browser can.
 */
export const showMatchNotifications = async (matches: readonly MatchNotification[]): Promise<void> => {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const fresh = matches.filter(({ key }) => !shown.has(key));
  if (fresh.length === 0) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return;
  for (const { key, title, body, url } of fresh) {
    shown.add(key);
    await registration.showNotification(title, { body, tag: key, data: { url } }).catch(() => undefined);
  }
};

import { ICS_MIME_TYPE } from './calendarFile';

/** Long enough for the browser to have started the download, short enough not to pile up. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves `text` as a file named `fileName`: a Blob behind an object URL, followed by a
 * `<a download>` click. Works offline, and needs nothing from the Content-Security-Policy
 * (a download is not a fetch or a navigation of the page).
 */
export const downloadTextFile = (text: string, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
};

export const downloadCalendarFile = (text: string, fileName: string): void =>
  downloadTextFile(text, fileName, ICS_MIME_TYPE);

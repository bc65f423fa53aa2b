import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Offers the browser's notifications for a watch's news. The browser is asked only when the
 * button is pressed, never on its own (docs/product.md#watches).
 */
export function NotificationChoice() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        This device also shows a notification when a table opens.
      </Typography>
    );
  }
  if (permission === 'denied') {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Notifications are blocked for Tablo in this browser; the news shows on the site when you open it.
      </Typography>
    );
  }
  return (
    <div>
      <Button
        variant="outlined"
        size="small"
        onClick={() => void Notification.requestPermission().then(setPermission, () => undefined)}
      >
        Also notify me on this device
      </Button>
    </div>
  );
}

/**
 * Where toasts appear: top right, below the top bar (toast-container.css), so the avatar and
 * user menu stay clear. Loaded with the first toast.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './toast-container.css';
import { Notifications } from '@mantine/notifications';

export default function ToastContainer() {
  return <Notifications position="top-right" limit={4} />;
}

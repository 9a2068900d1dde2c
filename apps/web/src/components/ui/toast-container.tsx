/**
 * Where toasts appear: top right (top left when the app reads right to left), below the top bar
 * (toast-container.css), so the avatar and user menu stay clear. Loaded with the first toast.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './toast-container.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

export default function ToastContainer() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} limit={4} />;
}

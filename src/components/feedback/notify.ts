import type { NotificationData } from '@mantine/notifications';

/** Show a toast; the notifications code loads on the first one, not with the page. */
export function notify(data: NotificationData): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

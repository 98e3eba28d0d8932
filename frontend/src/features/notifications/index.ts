// The Notifications tab of lead management.
export { NotificationsPanel } from './NotificationsPanel';

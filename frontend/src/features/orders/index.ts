// The Orders tab of lead management.
export { OrdersPanel } from './OrdersPanel';

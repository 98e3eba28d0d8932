import { AdminLayout, AdminPageHeader } from '../admin';
import { OrdersPanel } from './OrdersPanel';

/** /orders: every card checkout, a back-office page of its own. */
export function OrdersPage() {
  return (
    <AdminLayout title="Orders">
      <AdminPageHeader
        title="Orders"
        description="Every card checkout, newest first: pending until Stripe confirms it, then paid, failed or refunded."
      />
      <OrdersPanel />
    </AdminLayout>
  );
}

// The back office's frame, for every admin page.
export { AdminLayout } from './AdminLayout';
export { AdminPageHeader } from './AdminPageHeader';
export { AdminOnlyNotice } from './AdminOnlyNotice';

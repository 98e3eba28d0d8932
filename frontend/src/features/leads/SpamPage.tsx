import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { BackToLeadDataLink } from './LeadsViewLinks';
import { SpamPanel } from './SpamPanel';

const DESCRIPTION =
  'Submissions the spam guard held back (a filled hidden field, or a form sent too fast). Restore a real one to the list, or delete it. Spam is deleted automatically after its retention period (Settings, Data retention).';
const READ_ONLY_DESCRIPTION =
  'Submissions the spam guard held back (a filled hidden field, or a form sent too fast). Spam is deleted automatically after its retention period (Settings, Data retention). Your role can view them; an admin restores or deletes them.';

/** /leads/spam: the leads the spam guard quarantined, a view of the leads beside Lead Data. */
export function SpamPage() {
  const { isReadOnly } = useCurrentUser();
  return (
    <AdminLayout title="Spam">
      <AdminPageHeader
        title="Spam"
        before={<BackToLeadDataLink />}
        description={isReadOnly ? READ_ONLY_DESCRIPTION : DESCRIPTION}
      />
      <SpamPanel />
    </AdminLayout>
  );
}

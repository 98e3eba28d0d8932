import { Button } from '../../components/Button';
import { NoticeCard } from '../../components/NoticeCard';

export type AdminOnlyNoticeProps = {
  /** the page's one line for a signed-in user who is not an admin, e.g. "Only admins manage the team" */
  title: string;
  /** what they can do instead */
  text: string;
};

/** In place of an admin-only page for a signed-in analyst: why it is closed, and the way back. */
export function AdminOnlyNotice({ title, text }: AdminOnlyNoticeProps) {
  return (
    <NoticeCard
      role="status"
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
      }
    >
      <h2>{title}</h2>
      <p>{text}</p>
      <Button variant="secondary" to="/leads">
        Back to the leads
      </Button>
    </NoticeCard>
  );
}

import { NoticeCard } from '../../components/NoticeCard';

const LEAD_NOT_FOUND_TITLE = 'Lead not found';
const LEAD_NOT_FOUND_TEXT = "The lead you are looking for doesn't exist or you may not have access to it.";

export function LeadNotFound() {
  return (
    <NoticeCard
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5M8.5 11h5" />
        </svg>
      }
    >
      <h1>{LEAD_NOT_FOUND_TITLE}</h1>
      <p>{LEAD_NOT_FOUND_TEXT}</p>
    </NoticeCard>
  );
}

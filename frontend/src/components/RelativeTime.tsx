import { formatCreated } from './relativeTime';

/** "5 minutes ago", with the full local date and time as its tooltip; 'Invalid date' when unparsable. */
export function RelativeTime({ value }: { value: string }) {
  const shown = formatCreated(value);
  if (!shown.valid) return <>{shown.text}</>;
  return (
    <time dateTime={shown.iso} title={new Date(shown.iso).toLocaleString()}>
      {shown.relative}
    </time>
  );
}

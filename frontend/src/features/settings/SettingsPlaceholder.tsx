import { QueryPlaceholder } from '../../components/StatusMessage';

export type SettingsPlaceholderProps = {
  /** which settings, as the messages name them: "marketing", "scheduling" */
  subject: string;
  loading: boolean;
  error: unknown;
};

/** A settings panel before its settings came: loading, or why they could not be read. */
export function SettingsPlaceholder({ subject, loading, error }: SettingsPlaceholderProps) {
  return (
    <QueryPlaceholder
      loading={loading}
      error={error}
      loadingText={`Loading ${subject} settings...`}
      errorText={`Error loading ${subject} settings. Please try again.`}
    />
  );
}

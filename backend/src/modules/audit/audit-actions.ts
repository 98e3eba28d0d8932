/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'user.created',
  'user.updated',
  'user.password_reset',
  'user.password_changed',
  'api_token.created',
  'api_token.revoked',
  'settings.marketing_updated',
  'settings.notifications_updated',
  'milestone.changed',
  'milestone.timeline_reset',
  'lead.spam_restored',
  'lead.deleted',
  'lead.data_exported',
  'lead.erased',
  'leads.exported',
  'settings.retention_updated',
  'retention.purged',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

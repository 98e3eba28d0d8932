import type { LeadMilestoneRecord } from './lead-milestone.entity';

/** A stored milestone record in the REST API's snake_case (the routes, and webhooks' lead.milestone_completed). */
export function milestonePayload(record: LeadMilestoneRecord) {
  return {
    id: record.id,
    lead_id: record.leadId,
    milestone_id: record.milestoneId,
    title: record.title,
    description: record.description,
    completed: record.completed,
    completed_at: record.completedAt ? record.completedAt.toISOString() : null,
  };
}

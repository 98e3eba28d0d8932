import { isEmail } from 'class-validator';
import { LEAD_FIELDS, normalizeWebsite, tooLongMessage, type LeadAnswerKey } from '../leads';
import type { ImportMapping } from './lead-import.entity';

/*
 * A row of an imported file as a lead, checked by the contact form's own field rules
 * (lead-fields.ts): an invalid email, an answer over its length or a choice not offered is a
 * problem reported for the row, and the row is not stored. The form's required answers and
 * shortest lengths are not asked of a file: an imported contact often has no company size.
 */

/** A row's problem, for the error file. */
export type RowProblem = { column: string; reason: string };

/** A row as the import stores it. */
export type ImportedLead = {
  /** the email, trimmed and lowercased: the person's key */
  key: string;
  answers: Record<LeadAnswerKey, string | null>;
  source: string | null;
  createdAt: Date | null;
  /** the team already replied: when, or true without a date */
  contacted: Date | boolean;
};

const SOURCE_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 200;
/** A spreadsheet's mark that a cell is text (our export writes it before = + - @ tab CR: lead-csv.ts). */
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
/** Values of a contacted column that mean yes: booleans, our reply statuses, HubSpot's lead statuses past "new". */
const CONTACTED_VALUES = new Set([
  'yes',
  'true',
  '1',
  'contacted',
  'replied',
  'meeting_booked',
  'connected',
  'in_progress',
  'open_deal',
]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** An ISO 8601 date or date-time (a space for the T, as HubSpot writes it); one without a zone is UTC. */
function importedDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  let text = value.replace(' ', 'T');
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(text)) text += text.length === 10 ? 'T00:00:00Z' : 'Z';
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}

function contactedValue(value: string): Date | boolean {
  return importedDate(value) ?? CONTACTED_VALUES.has(value.toLowerCase().replace(/[\s-]+/g, '_'));
}

/** The columns a mapping reads, with each one's target, once per file. */
export type RowPlan = readonly { index: number; header: string; target: string }[];

export function rowPlan(header: readonly string[], mapping: ImportMapping): RowPlan {
  return header.flatMap((column, index) => {
    const target = mapping[column];
    return target ? [{ index, header: column, target }] : [];
  });
}

const FIELDS = new Map<string, (typeof LEAD_FIELDS)[number]>(LEAD_FIELDS.map((field) => [field.key, field]));

/** The file's header of the column mapped to a target (the plan always maps the email). */
function columnOf(plan: RowPlan, target: string): string {
  return plan.find((column) => column.target === target)?.header ?? target;
}

/** A choice's stored value from its value or its label, whatever the case. */
function choiceValue(field: Extract<(typeof LEAD_FIELDS)[number], { kind: 'choice' }>, value: string): string | null {
  const wanted = value.toLowerCase();
  return (
    field.options.find((option) => option.value === wanted || option.label.toLowerCase() === wanted)?.value ?? null
  );
}

/** A cell's value as stored: trimmed, without the export's text mark, null when empty. */
function cellValue(cell: string | undefined): string | null {
  const value = (cell ?? '').trim().replace(NEUTRALISED, '');
  return value === '' ? null : value;
}

/**
 * One data row: the lead it stores, or its problems; `shown`: its values as a preview shows them
 * (the stored ones, and a value with a problem as it was written).
 */
export function importedRow(
  plan: RowPlan,
  cells: readonly string[],
  columnCount: number,
): { lead: ImportedLead | null; problems: RowProblem[]; shown: Record<string, string | null> } {
  const problems: RowProblem[] = [];
  if (cells.length > columnCount) {
    problems.push({ column: '', reason: `The row has ${cells.length} cells, the header ${columnCount}` });
  }
  const answers = Object.fromEntries(LEAD_FIELDS.map((field) => [field.key, null])) as Record<
    LeadAnswerKey,
    string | null
  >;
  const names: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null };
  const lead: Omit<ImportedLead, 'key' | 'answers'> = { source: null, createdAt: null, contacted: false };
  const invalid: Record<string, string> = {};
  for (const { index, header, target } of plan) {
    const value = cellValue(cells[index]);
    if (value === null) continue;
    const field = FIELDS.get(target);
    if (field) {
      if (field.kind === 'choice') {
        const choice = choiceValue(field, value);
        if (choice === null) invalid[field.key] = value;
        if (choice === null)
          problems.push({
            column: header,
            reason: `${field.label} must be one of: ${field.options.map((o) => o.value).join(', ')}`,
          });
        else answers[field.key] = choice;
      } else if (value.length > field.maxLength) {
        invalid[field.key] = value;
        problems.push({ column: header, reason: tooLongMessage(field.maxLength) });
      } else if (field.kind === 'email' && !isEmail(value)) {
        invalid[field.key] = value;
        problems.push({ column: header, reason: field.message });
      } else {
        answers[field.key] = field.kind === 'website' ? normalizeWebsite(value) || null : value;
      }
    } else if (target === 'firstName' || target === 'lastName') {
      names[target] = value;
    } else if (target === 'source') {
      if (value.length > SOURCE_MAX_LENGTH) {
        invalid.source = value;
        problems.push({ column: header, reason: tooLongMessage(SOURCE_MAX_LENGTH) });
      } else lead.source = value;
    } else if (target === 'createdAt') {
      lead.createdAt = importedDate(value);
      if (!lead.createdAt)
        problems.push({
          column: header,
          reason: 'Not a date: write it as ISO 8601 (2025-03-31 or 2025-03-31T14:05:00Z)',
        });
    } else if (target === 'contacted') {
      const contacted = contactedValue(value);
      // a date (our export's first_response_at) says more than a status beside it
      if (contacted instanceof Date || lead.contacted === false) lead.contacted = contacted;
    }
  }
  // every problem is reported under the file's own header, the one the user can find
  const emailColumn = columnOf(plan, 'email');
  if (answers.email === null && !problems.some((problem) => problem.column === emailColumn)) {
    problems.push({ column: emailColumn, reason: 'The email is missing' });
  }
  if (answers.name === null && (names.firstName !== null || names.lastName !== null)) {
    const joined = [names.firstName, names.lastName].filter(Boolean).join(' ');
    if (joined.length > NAME_MAX_LENGTH) {
      invalid.name = joined;
      problems.push({
        column: names.firstName !== null ? columnOf(plan, 'firstName') : columnOf(plan, 'lastName'),
        reason: `First and last name together: ${tooLongMessage(NAME_MAX_LENGTH)}`,
      });
    } else answers.name = joined;
  }
  const shown = { ...answers, ...invalid, source: invalid.source ?? lead.source };
  if (problems.length > 0 || answers.email === null) return { lead: null, problems, shown };
  return { lead: { ...lead, key: answers.email.toLowerCase(), answers }, problems, shown };
}

/**
 * The answers a new lead stores: one known by its address alone is named by the address's local
 * part, the name being NOT NULL (a lead it updates keeps its own name).
 */
export function newLeadAnswers(lead: ImportedLead): ImportedLead['answers'] {
  return { ...lead.answers, name: lead.answers.name ?? lead.key.split('@')[0].slice(0, NAME_MAX_LENGTH) };
}

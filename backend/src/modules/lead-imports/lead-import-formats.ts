import { LEAD_CSV_COLUMNS, LEAD_FIELDS, snakeCase } from '../leads';
import type { ImportMapping } from './lead-import.entity';

/*
 * The columns an import can fill, and the exports whose headers it recognises without a mapping:
 * this app's own CSV export, HubSpot's contacts export and Twenty's people export.
 */

/** What a column can be mapped to: a lead's answer, or one of these. */
const EXTRA_TARGETS = [
  { key: 'firstName', label: 'First name (joined with the last name into the name)' },
  { key: 'lastName', label: 'Last name' },
  { key: 'source', label: 'Source' },
  { key: 'createdAt', label: 'Created at (the original date)' },
  { key: 'contacted', label: 'Contacted (yes/no, a date, or a lead status)' },
] as const;

export const IMPORT_TARGETS: readonly { key: string; label: string }[] = [
  ...LEAD_FIELDS.map((field) => ({ key: field.key, label: field.label })),
  ...EXTRA_TARGETS,
];

const TARGET_KEYS: ReadonlySet<string> = new Set(IMPORT_TARGETS.map((target) => target.key));

/** Whether a mapping's value names a target (null: the column is ignored). */
export const isImportTarget = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && TARGET_KEYS.has(value));

export type ImportFormat = 'own' | 'hubspot' | 'twenty';

/** Our own export's columns: each answer's, and the few others an import takes (touches and ids are not imported). */
const OWN_HEADERS: Record<string, string | null> = {
  ...Object.fromEntries(LEAD_CSV_COLUMNS.map((column) => [column, null])),
  ...Object.fromEntries(LEAD_FIELDS.map((field) => [snakeCase(field.key), field.key])),
  source: 'source',
  created_at: 'createdAt',
  reply_status: 'contacted',
  first_response_at: 'contacted',
};

/** HubSpot's contacts export (Contacts → Export), by its default properties' labels. */
const HUBSPOT_HEADERS: Record<string, string | null> = {
  'record id': null,
  'first name': 'firstName',
  'last name': 'lastName',
  email: 'email',
  'phone number': 'phone',
  'mobile phone number': null,
  'company name': 'company',
  'website url': 'companyWebsite',
  'lead status': 'contacted',
  'create date': 'createdAt',
  'original source': 'source',
  'contact owner': null,
  'lifecycle stage': null,
  'job title': null,
  'last activity date': null,
  'marketing contact status': null,
  message: 'message',
};

/**
 * Twenty's people export: a composite field's parts are written as "<label> <Part>" (its
 * export's column titles), and by their paths (name.firstName) in its API's CSV.
 */
const TWENTY_HEADERS: Record<string, string | null> = {
  id: null,
  'name first name': 'firstName',
  'name last name': 'lastName',
  'emails primary email': 'email',
  'emails additional emails': null,
  'phones primary phone number': 'phone',
  'phones primary phone country code': null,
  'phones primary phone calling code': null,
  'phones additional phones': null,
  'creation date': 'createdAt',
  'last update': null,
  'job title': null,
  city: null,
  'company id': null,
  'name.firstname': 'firstName',
  'name.lastname': 'lastName',
  'emails.primaryemail': 'email',
  'emails.additionalemails': null,
  'phones.primaryphonenumber': 'phone',
  'phones.primaryphonecountrycode': null,
  'phones.primaryphonecallingcode': null,
  createdat: 'createdAt',
  jobtitle: null,
  companyid: null,
};

const FORMATS: readonly { format: ImportFormat; headers: Record<string, string | null>; signature: string[] }[] = [
  { format: 'own', headers: OWN_HEADERS, signature: ['email', 'business_type', 'reply_status'] },
  { format: 'hubspot', headers: HUBSPOT_HEADERS, signature: ['email', 'record id'] },
  { format: 'twenty', headers: TWENTY_HEADERS, signature: ['emails primary email'] },
  { format: 'twenty', headers: TWENTY_HEADERS, signature: ['emails.primaryemail'] },
];

/** Other spellings a hand-made file uses, after each target's key, label and snake_case name. */
const SYNONYMS: Record<string, string> = {
  'email address': 'email',
  'e-mail': 'email',
  'full name': 'name',
  'first name': 'firstName',
  'last name': 'lastName',
  phone: 'phone',
  'phone number': 'phone',
  company: 'company',
  'company name': 'company',
  website: 'companyWebsite',
  'website url': 'companyWebsite',
  'created at': 'createdAt',
  'create date': 'createdAt',
};

const normal = (header: string) => header.trim().toLowerCase();

const GENERIC: Record<string, string> = {
  ...Object.fromEntries(
    IMPORT_TARGETS.flatMap((t) => [
      [t.key.toLowerCase(), t.key],
      [snakeCase(t.key), t.key],
    ]),
  ),
  ...Object.fromEntries(LEAD_FIELDS.map((field) => [field.label.toLowerCase(), field.key])),
  ...SYNONYMS,
};

/** The export a header comes from, if it is one this app knows. */
export function recognisedFormat(header: readonly string[]): ImportFormat | null {
  const names = new Set(header.map(normal));
  return FORMATS.find(({ signature }) => signature.every((name) => names.has(name)))?.format ?? null;
}

/** The mapping suggested for a header: its format's, else each column by its name. */
export function suggestedMapping(header: readonly string[]): ImportMapping {
  const format = recognisedFormat(header);
  const known = FORMATS.find((candidate) => candidate.format === format)?.headers ?? {};
  return Object.fromEntries(
    header.map((column) => {
      const name = normal(column);
      return [column, name in known ? known[name] : (GENERIC[name] ?? null)];
    }),
  );
}

import { answerText, LEAD_FIELDS } from './lead-fields';
import type { Lead } from './lead.entity';
import { escapeText, structured, vcard, type VCardLine } from './vcard';

/** The answers a property of its own carries; the others are the NOTE's lines. */
const OWN_PROPERTIES = new Set(['name', 'email', 'phone', 'company']);

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** N from a full name: the last word as the family name, the words before it as given names. */
function nameComponents(fullName: string): string[] {
  const words = fullName.trim().split(/\s+/);
  const family = words.length > 1 ? words.pop()! : '';
  return [family, words.join(' '), '', '', ''];
}

/** An ASCII file name from the lead's name (accents dropped, anything else left out), or lead-<id>. */
function fileName(lead: Lead): string {
  const ascii = lead.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${ascii || `lead-${lead.id}`}.vcf`;
}

/** The lead as a contact card for an address book (GET /api/leads/{id}/vcard), and its file's name. */
export function leadVCard(lead: Lead): { fileName: string; text: string } {
  const lines: VCardLine[] = [
    { name: 'FN', value: escapeText(lead.name.trim()) },
    { name: 'N', value: structured(nameComponents(lead.name)) },
    { name: 'EMAIL', value: escapeText(lead.email.trim()) },
  ];
  if (present(lead.phone)) lines.push({ name: 'TEL', params: ';VALUE=text', value: escapeText(lead.phone.trim()) });
  if (present(lead.company)) lines.push({ name: 'ORG', value: structured([lead.company.trim()]) });
  const answers = LEAD_FIELDS.filter((field) => !OWN_PROPERTIES.has(field.key)).flatMap((field) => {
    const value = lead[field.key];
    return present(value) ? [`${field.label}: ${answerText(field, value.trim())}`] : [];
  });
  if (answers.length > 0) lines.push({ name: 'NOTE', value: escapeText(answers.join('\n')) });
  return { fileName: fileName(lead), text: vcard(lines) };
}

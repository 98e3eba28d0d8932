/**
 * A small vCard 4.0 writer (RFC 6350): what an address book needs of a contact, written here
 * rather than through a dependency.
 */

/** One content line: its name, its parameters as written (`;VALUE=text`), and its value, already escaped. */
export type VCardLine = { name: string; params?: string; value: string };

const CRLF = '\r\n';
/** RFC 6350 §3.2: a line longer than this many octets, line break excluded, is folded. */
const MAX_LINE_OCTETS = 75;

/** A text value (RFC 6350 §3.4): backslash, comma and semicolon escaped, each line break written as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A structured value (N, ORG): its components escaped as text, separated by semicolons. */
export function structured(components: readonly string[]): string {
  return components.map(escapeText).join(';');
}

/**
 * Folds a content line (RFC 6350 §3.2): no line longer than 75 octets of UTF-8, each continuation
 * starting with one space, and never inside a character's octets (a character is a code point).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The vCard of these lines, CRLF line ends, folded: BEGIN, VERSION 4.0, the lines, END. */
export function vcard(lines: readonly VCardLine[]): string {
  const content = lines.map(({ name, params = '', value }) => foldLine(`${name}${params}:${value}`));
  return ['BEGIN:VCARD', 'VERSION:4.0', ...content, 'END:VCARD'].join(CRLF) + CRLF;
}

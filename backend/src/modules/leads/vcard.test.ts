import { escapeText, foldLine, structured, vcard } from './vcard';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('the vCard writer', () => {
  it('escapes backslash, comma, semicolon and each kind of line break in a text value', () => {
    expect(escapeText('a\\b, c; d\ne\r\nf\rg')).toBe('a\\\\b\\, c\\; d\\ne\\nf\\ng');
  });

  it('escapes within the components of a structured value and separates them by semicolons', () => {
    expect(structured(['Doe; Jr', 'Jane, Ann', ''])).toBe('Doe\\; Jr;Jane\\, Ann;');
  });

  it('leaves a line of 75 octets whole and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds by octets, never inside a character, and unfolds to the same text', () => {
    // é is 2 octets, 日 3, 😀 4: lines of mixed widths, each fold falling where a character would not fit
    const line = `NOTE:${'é日😀a'.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // each part is valid UTF-8 on its own: no character was cut in two
    for (const part of parts) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    // a fold happens only when the next character would pass 75 octets
    for (const [index, part] of parts.slice(0, -1).entries()) {
      const next = Array.from(parts[index + 1].slice(1))[0];
      expect(octets(part) + octets(next)).toBeGreaterThan(75);
    }
  });

  it('writes BEGIN, VERSION 4.0, the lines and END with CRLF line ends', () => {
    expect(
      vcard([
        { name: 'FN', value: 'Jane' },
        { name: 'TEL', params: ';VALUE=text', value: '+1 555' },
      ]),
    ).toBe('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jane\r\nTEL;VALUE=text:+1 555\r\nEND:VCARD\r\n');
  });
});

import { Fragment } from 'react';

/**
 * Where each kind of text may wrap (besides its spaces and hyphens): an email before its @, a URL
 * after each slash of its path and query (never inside `//`), a dotted name (an event type such
 * as lead.milestone_completed) after its dots and underscores.
 */
const JOINTS = {
  email: /(?=@)/,
  url: /(?<=[^/]\/)(?!\/)|(?<=[?&])/,
  name: /(?<=[._])/,
} as const;

/**
 * A <wbr> is inline, but said so: accessible-name algorithms read each child's computed display,
 * and where the engine has no value for <wbr> (jsdom's, in the unit tests) they take it for a
 * block and put a space in the name ("order. paid").
 */
const INLINE = { display: 'inline' } as const;

export type BreakableTextProps = {
  text: string;
  kind: keyof typeof JOINTS;
};

/**
 * An email address, a URL or a dotted name that wraps at its natural joints instead of mid-word
 * when its line is too short for it (give its box `overflow-wrap: anywhere` for a part still too
 * long). Only break opportunities (<wbr>) are added: copied, searched or read aloud, the text is
 * the same string.
 */
export function BreakableText({ text, kind }: BreakableTextProps) {
  return (
    <>
      {text.split(JOINTS[kind]).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr style={INLINE} />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

import { Fragment } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';

export type MessageTextProps = { text: string };

/** Web addresses and the site's own paths the assistant mentions (booking page, checkout, contact, legal). */
const LINK = /(https?:\/\/[^\s]+|\/checkout\?product=[a-z-]+|\/#contact|\/(?:privacy|terms|cookies)\b)/g;

const Link = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  word-break: break-all;
`;

function splitTrailingPunctuation(match: string): [string, string] {
  const trailing = /[.,;:!?)]+$/.exec(match)?.[0] ?? '';
  return [match.slice(0, match.length - trailing.length), trailing];
}

/** A message's text with its links made clickable; external ones open in a new tab. */
export function MessageText({ text }: MessageTextProps) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const [href, trailing] = splitTrailingPunctuation(part);
        const external = href.startsWith('http');
        return (
          <Fragment key={index}>
            <Link href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {href}
              {external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
            </Link>
            {trailing}
          </Fragment>
        );
      })}
    </>
  );
}

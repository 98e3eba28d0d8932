import { Fragment } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { theme } from '../../theme/theme';
import { checkoutProductFor } from '../checkout';

export type MessageTextProps = { text: string };

/** Web addresses and the site's own paths the assistant mentions (booking page, checkout, contact, legal). */
const LINK = /(https?:\/\/[^\s]+|\/checkout\?product=[a-z-]+|\/#contact|\/(?:privacy|terms|cookies)\b)/g;
// the theme's tokens taken directly, as in chatStyles: the chat renders without a ThemeProvider
const { color, space, fontWeight } = theme;
const CHECKOUT = /^\/checkout\?product=([a-z-]+)$/;
/** "- item", "* item" or "• item"; "1. step" or "1) step" */
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d+)[.)]\s+(.*)$/;

const Blocks = styled.div`
  display: grid;
  gap: ${space[2]}px;
`;

const List = styled.ul`
  display: grid;
  gap: ${space[1]}px;
  margin: 0;
  padding-left: 1.25em;
  white-space: normal;
`;

const Link = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  word-break: break-all;
`;

/** A checkout path reads as a call to action naming its package, not as a raw address. */
const BuyLink = styled.a`
  color: ${color.accent};
  font-weight: ${fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

type Block = { kind: 'paragraph'; text: string } | { kind: 'bullets' | 'steps'; items: string[]; start: number };

/** The text's paragraphs (split at blank lines and around lists), bulleted lists and numbered lists. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split('\n')) {
    const bullet = BULLET.exec(line);
    const step = bullet ? null : NUMBERED.exec(line);
    if (!bullet && !step) {
      if (line.trim() === '') endParagraph();
      else paragraph.push(line);
      continue;
    }
    endParagraph();
    const kind = bullet ? 'bullets' : 'steps';
    const item = bullet ? bullet[1] : step![2];
    const last = blocks.at(-1);
    if (last?.kind === kind) last.items.push(item);
    else blocks.push({ kind, items: [item], start: step ? Number(step[1]) : 1 });
  }
  endParagraph();
  return blocks;
}

function splitTrailingPunctuation(match: string): [string, string] {
  const trailing = /[.,;:!?)]+$/.exec(match)?.[0] ?? '';
  return [match.slice(0, match.length - trailing.length), trailing];
}

function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(LINK);
  return parts.map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const [href, trailing] = splitTrailingPunctuation(part);
    const checkout = CHECKOUT.exec(href);
    if (checkout) {
      const product = checkoutProductFor(checkout[1]);
      return (
        <Fragment key={index}>
          <BuyLink href={href}>{product ? `Buy the ${product.name}` : 'Open the checkout'}</BuyLink>
          {trailing}
        </Fragment>
      );
    }
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
  });
}

/**
 * A message's text as the assistant wrote it: paragraphs, "- " bullets and "1. " steps as lists,
 * links made clickable (external ones open in a new tab), and a checkout path as a "Buy the …"
 * link named after its package.
 */
export function MessageText({ text }: MessageTextProps) {
  return (
    <Blocks>
      {blocksOf(text).map((block, index) => {
        if (block.kind === 'paragraph')
          return (
            <p key={index}>
              <TextWithLinks text={block.text} />
            </p>
          );
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <TextWithLinks text={item} />
          </li>
        ));
        return block.kind === 'bullets' ? (
          <List key={index}>{items}</List>
        ) : (
          <List as="ol" key={index} start={block.start}>
            {items}
          </List>
        );
      })}
    </Blocks>
  );
}

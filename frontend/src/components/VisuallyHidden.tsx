import type { HTMLAttributes, LabelHTMLAttributes } from 'react';
import styled from 'styled-components';

/** The elements hidden text is usually needed as: plain text, a form label, a fieldset legend, a heading. */
type VisuallyHiddenElement = 'span' | 'div' | 'label' | 'legend' | 'h1' | 'h2' | 'h3';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> &
  Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> & {
    as?: VisuallyHiddenElement;
  };

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ as = 'span', ...rest }: VisuallyHiddenProps) {
  return <Hidden as={as} {...rest} />;
}

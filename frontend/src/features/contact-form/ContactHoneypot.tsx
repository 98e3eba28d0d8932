import type { Ref } from 'react';
import styled from 'styled-components';

export type ContactHoneypotProps = {
  /** the form reads the field's value on submit */
  inputRef: Ref<HTMLInputElement>;
};

/** The honeypot's id and name; the REST API takes its value as contact_fax. */
const HONEYPOT_ID = 'contact-fax';

/**
 * A field for bots only: people never see it (it sits off-screen), never reach it (it is out of
 * the tab order) and assistive technology never announces it (it is hidden from the accessibility
 * tree). Form-filling bots fill it in, and the server then quietly drops the submission. It is not
 * display:none, which many bots recognise and skip.
 */
export function ContactHoneypot({ inputRef }: ContactHoneypotProps) {
  return (
    <OffScreen aria-hidden="true" data-testid="contact-honeypot">
      <label htmlFor={HONEYPOT_ID}>Fax</label>
      <input
        ref={inputRef}
        id={HONEYPOT_ID}
        name="contact_fax"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </OffScreen>
  );
}

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

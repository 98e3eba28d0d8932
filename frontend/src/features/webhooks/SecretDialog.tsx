import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';

export type SecretDialogProps = {
  title: string;
  /** the endpoint the secret signs for */
  url: string;
  /** whsec_...: shown here once, never stored in the browser */
  secret: string;
  onClose: () => void;
};

const Url = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

/**
 * The signing secret, shown this once after an endpoint is added or its secret rotated: a Copy
 * button (focused on opening) and the warning that it will not be shown again.
 */
export function SecretDialog({ title, url, secret, onClose }: SecretDialogProps) {
  return (
    <ShownOnceDialog
      title={title}
      description={
        <>
          Receivers at{' '}
          <Url>
            <BreakableText text={url} kind="url" />
          </Url>{' '}
          check each delivery&apos;s signature with this secret.
        </>
      }
      label="Signing secret"
      value={secret}
      warning={
        <>
          <strong>This secret will not be shown again.</strong> Store it in the receiver now; if it is lost, rotate the
          secret to get a new one.
        </>
      }
      onClose={onClose}
    />
  );
}

import styled from 'styled-components';

/**
 * The head of a back-office section or card: its h2 and one line on what it is for. A heading
 * that receives focus from the code (tabIndex -1) shows no outline, as it is not a control.
 */
export const PanelHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};

    &[tabindex='-1']:focus {
      outline: none;
    }
  }

  p {
    max-width: 60ch;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

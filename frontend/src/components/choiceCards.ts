import styled from 'styled-components';

/** A group of radio or checkbox cards, with its legend as a field label. */
export const ChoiceFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

/** The cards side by side, each at least `$minWidth` wide, one a row on a phone. */
export const ChoiceGrid = styled.div<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $minWidth }) => $minWidth}, 100%), 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * One choice: its input, then a name (`strong`, or `code` for a machine name) and a `small`
 * description. The whole card is the label, so all of it toggles the input; checked, it takes the
 * accent colour.
 */
export const ChoiceCard = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft};
  }

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }

  strong,
  code {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

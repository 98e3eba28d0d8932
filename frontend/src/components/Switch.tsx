import styled from 'styled-components';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** id of the element naming the switch */
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  /** a save is in flight: the switch keeps focus but ignores presses */
  busy?: boolean;
  id?: string;
};

const Track = styled.button`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.muted};
  transition: background-color 0.2s ease;

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.accent};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform 0.2s ease;
  }

  &[aria-checked='true']::after {
    transform: translateX(20px);
  }

  /* Forced-colours modes drop backgrounds: keep the state visible with a border. */
  @media (forced-colors: active) {
    border: 2px solid ButtonText;

    &::after {
      background: ButtonText;
    }
  }
`;

/** An on/off switch: a button with role="switch" whose aria-checked is the state. */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
  disabled = false,
  busy = false,
  id,
}: SwitchProps) {
  return (
    <Track
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    />
  );
}

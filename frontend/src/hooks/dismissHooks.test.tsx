import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useEscapeKey } from './useEscapeKey';
import { useFocusTrap } from './useFocusTrap';
import { useOutsideClick } from './useOutsideClick';

/** A menu that closes on Escape and on a click beside it, and keeps Tab inside while `trap` is set. */
function Menu({ trap = false }: { trap?: boolean }) {
  const [open, setOpen] = useState(true);
  const menuRef = useRef<HTMLDivElement>(null);
  useEscapeKey(open, () => setOpen(false));
  useOutsideClick(menuRef, open, () => setOpen(false));
  useFocusTrap(menuRef, open && trap);
  return (
    <>
      <button type="button">Outside</button>
      {open && (
        <div ref={menuRef} role="menu">
          <a href="#first">First</a>
          <button type="button">Middle</button>
          <button type="button" disabled>
            Disabled
          </button>
          <a href="#last">Last</a>
        </div>
      )}
    </>
  );
}

describe('useEscapeKey and useOutsideClick', () => {
  it('Escape closes the menu', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a click inside keeps it open, a click outside closes it', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Middle' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('useFocusTrap', () => {
  it('Tab from the last element returns to the first, Shift+Tab from the first goes to the last', async () => {
    const user = userEvent.setup();
    render(<Menu trap />);
    screen.getByRole('link', { name: 'Last' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
  });

  it('lets Tab leave when it is off', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    screen.getByRole('link', { name: 'First' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});

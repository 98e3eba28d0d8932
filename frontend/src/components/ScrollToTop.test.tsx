import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

let scrolledInto: string[] = [];
const scrollTo = jest.fn();

beforeEach(() => {
  scrolledInto = [];
  scrollTo.mockClear();
  window.scrollTo = scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledInto.push(this.id);
  };
});

/** A landing page whose sections arrive later, like a lazily loaded page. */
function LateLanding() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <section id="contact">Contact</section>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      finish loading
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Routes>
        <Route path="/" element={<LateLanding />} />
        <Route path="/privacy" element={<Link to="/#contact">Contact</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('scrolls to a linked section once its page has rendered it', async () => {
    const user = userEvent.setup();
    renderAt('/privacy');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(scrolledInto).toEqual([]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(screen.getByRole('button', { name: 'finish loading' }));
    await waitFor(() => expect(scrolledInto).toEqual(['contact']));
  });
});

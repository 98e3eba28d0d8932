import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollBehavior } from '../../hooks/prefersReducedMotion';

export type HomeLinkProps = {
  children: ReactNode;
  className?: string;
  onClick?: () => void;
};

/** A router link to "/" that, when the visitor is already on the landing page, goes back to the top. */
export function HomeLink({ children, className, onClick }: HomeLinkProps) {
  const { pathname, hash } = useLocation();
  const handleClick = () => {
    onClick?.();
    // Same path and no hash means the router sees no change, so scroll up ourselves.
    if (pathname === '/' && !hash) window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  return (
    <Link to="/" className={className} onClick={handleClick}>
      {children}
    </Link>
  );
}

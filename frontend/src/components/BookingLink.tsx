import type { ReactNode } from 'react';
import { useBookingUrl } from '../config/useBookingUrl';
import { CtaAnchor, type CtaSize, type CtaVariant } from './ctaStyles';
import { VisuallyHidden } from './VisuallyHidden';

export type BookingLinkProps = {
  children: ReactNode;
  variant?: CtaVariant;
  size?: CtaSize;
  className?: string;
  onClick?: () => void;
};

/**
 * Every "book a call" action: the external scheduling page, always in a new tab. `noopener`
 * keeps the new tab from reaching back into this page through window.opener.
 */
export function BookingLink({ children, variant = 'primary', size = 'md', className, onClick }: BookingLinkProps) {
  const bookingUrl = useBookingUrl();
  return (
    <CtaAnchor
      href={bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onClick}
      $variant={variant}
      $size={size}
    >
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </CtaAnchor>
  );
}

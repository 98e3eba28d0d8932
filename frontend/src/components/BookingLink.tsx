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
  /** the visitor's own name and email, which Calendly and Cal.com fill in (the contact form's thank-you) */
  prefill?: { name: string; email: string };
};

function prefilled(bookingUrl: string, { name, email }: { name: string; email: string }): string {
  const url = new URL(bookingUrl);
  url.searchParams.set('name', name);
  url.searchParams.set('email', email);
  return url.toString();
}

/**
 * Every "book a call" action: the external scheduling page, always in a new tab. `noopener`
 * keeps the new tab from reaching back into this page through window.opener. `data-booking-link`
 * is how the entry script finds it, to add the visit's UTM parameters when it is clicked.
 */
export function BookingLink({
  children,
  variant = 'primary',
  size = 'md',
  className,
  onClick,
  prefill,
}: BookingLinkProps) {
  const bookingUrl = useBookingUrl();
  return (
    <CtaAnchor
      href={prefill ? prefilled(bookingUrl, prefill) : bookingUrl}
      data-booking-link
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

export type SparkleIconProps = { size?: number };

/** The celebration mark: drawn, not an emoji, so it looks the same on every system. */
export function SparkleIcon({ size = 16 }: SparkleIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M10 2.5 11.9 8l5.6 1.9-5.6 1.9L10 17.3l-1.9-5.5L2.5 9.9 8.1 8 10 2.5Z" />
      <path d="M18.5 13.5 19.4 16l2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9.9-2.5Z" opacity="0.7" />
      <path d="M18 2.5l.6 1.6 1.6.6-1.6.6-.6 1.6-.6-1.6-1.6-.6 1.6-.6.6-1.6Z" opacity="0.55" />
    </svg>
  );
}

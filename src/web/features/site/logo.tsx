/** The Quadrant mark: four squares, the top-left one (Do First) filled. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="2" y="2" width="13" height="13" rx="3" fill="#4f46e5" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="#a5b4fc" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="#c7d2fe" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="#e0e7ff" />
    </svg>
  );
}

/** Shown where a vehicle has no image: a neutral cart outline, hidden from screen readers. */
export default function ImagePlaceholder() {
  return (
    <div className="flex h-full w-full items-center justify-center text-brand-200" data-testid="image-placeholder">
      <svg
        width="120"
        height="80"
        viewBox="0 0 120 80"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      >
        <path d="M20 58h80M30 18h56l-6 22H26zM34 18v40M82 18v40" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="32" cy="62" r="10" />
        <circle cx="90" cy="62" r="10" />
      </svg>
    </div>
  );
}

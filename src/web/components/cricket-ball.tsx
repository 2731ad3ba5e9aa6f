import { useId } from "react";

/** A decorative cricket ball (red leather, stitched seam); hidden from assistive technology. */
export function CricketBall({
  size = 48,
  className,
}: {
  readonly size?: number;
  readonly className?: string;
}) {
  // Each ball on a page needs its own gradient id.
  const shine = `${useId()}-shine`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id={shine} cx="35%" cy="30%" r="70%">
          <stop offset="0%" stopColor="#e2534f" />
          <stop offset="55%" stopColor="#b3202a" />
          <stop offset="100%" stopColor="#6e1016" />
        </radialGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${shine})`} />
      <path d="M14 10 C 30 24, 34 40, 50 54" stroke="#f6e7c8" strokeWidth="2.5" fill="none" />
      <path
        d="M18 8 C 34 22, 38 38, 54 50"
        stroke="#f6e7c8"
        strokeWidth="1.5"
        strokeDasharray="2 3"
        fill="none"
      />
      <path
        d="M10 14 C 26 28, 30 44, 46 58"
        stroke="#f6e7c8"
        strokeWidth="1.5"
        strokeDasharray="2 3"
        fill="none"
      />
    </svg>
  );
}

import { useState } from "react";
import "./avatar.css";

/** Up to two initials of a name ("Sachin Ramesh Tendulkar" → "ST"); "?" for a blank name. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  const initials = (first + last).toUpperCase();
  return initials === "" ? "?" : initials;
}

/**
 * The round profile photo: the member's picture when there is one (and it loads), else a
 * circle with their initials.
 */
export function Avatar({
  name,
  image,
  size = 112,
}: {
  readonly name: string;
  readonly image: string | null;
  readonly size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const dimension = { width: size, height: size };
  if (image && !broken) {
    return (
      <img
        className="avatar"
        src={image}
        alt={`Photo of ${name}`}
        style={dimension}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar--initials"
      role="img"
      aria-label={`Photo of ${name}`}
      style={{ ...dimension, fontSize: size * 0.38 }}
    >
      {initialsOf(name)}
    </span>
  );
}

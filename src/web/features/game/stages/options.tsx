import type { ReactNode } from "react";

/** A select's options, one for each of `items`: its value (also its key) and what it says. */
export function Options<T>({
  items,
  value,
  label,
}: {
  readonly items: readonly T[];
  readonly value: (item: T) => string | number;
  readonly label: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Whether there is more of the content to either side of what shows. */
interface Edges {
  readonly left: boolean;
  readonly right: boolean;
}

const NONE: Edges = { left: false, right: false };

/**
 * A wide table's box that scrolls sideways on its own, so the page never does: a labelled
 * region that takes focus (arrow keys scroll it), with a fade on each side that has more and,
 * while anything is out of sight, a line saying so ("Scroll sideways for every column"), read
 * with the region.
 */
export function ScrollRegion({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [edges, setEdges] = useState<Edges>(NONE);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resized?.observe(element);
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, []);

  const clipped = edges.left || edges.right;
  return (
    <div className="scroll-region">
      {clipped ? (
        <p className="scroll-region__hint" id={hintId} data-testid="scroll-hint">
          Scroll sideways for every column <span aria-hidden="true">→</span>
        </p>
      ) : null}
      <div className="scroll-region__frame" data-more-left={edges.left} data-more-right={edges.right}>
        <div
          ref={box}
          className="scroll-region__box"
          role="region"
          aria-label={label}
          aria-describedby={clipped ? hintId : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

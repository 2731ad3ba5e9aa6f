import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Action, PlayerProfile } from "../../../../engine/index.ts";
import "./batting-order.css";

/** Which of a row's two buttons. */
type Direction = "up" | "down";

/** A drag in progress: who is being dragged and the order it would make if let go now. */
interface Drag {
  readonly id: number;
  readonly pointerId: number;
  readonly preview: readonly number[];
}

/** `order` with `id` moved to position `to` (0-based). */
export function moved(order: readonly number[], id: number, to: number): number[] {
  const rest = order.filter((other) => other !== id);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The user's batting order at the toss: the eleven in the order they will bat, each moved up or
 * down with its buttons (the keyboard's way, Tab to reach them) or dragged by its handle (mouse
 * and touch, by pointer events). Every change is one setBattingOrder; the engine keeps the order.
 * A polite live region says where a player went. After a move, focus stays on the same button
 * of the same player: rows are keyed by player, and React gives focus back to an element its
 * commit moved; the end rows' buttons are aria-disabled, not disabled, so they keep it too.
 */
export function BattingOrder({
  squad,
  order,
  disabled,
  dispatch,
}: {
  /** The user's squad, in squad order. */
  readonly squad: readonly PlayerProfile[];
  /** The batting order as player ids (the squad's when none has been set). */
  readonly order: readonly number[];
  /** While the coin is in the air: shown, but nothing moves. */
  readonly disabled: boolean;
  readonly dispatch: (action: Action) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, setSaid] = useState("");
  const rows = useRef(new Map<number, HTMLLIElement>());
  const byId = new Map(squad.map((p) => [p.id, p]));
  const shown = drag?.preview ?? order;
  const squadOrder = squad.map((p) => p.id);
  const isSquadOrder = order.every((id, i) => id === squadOrder[i]);

  const nameOf = (id: number) => byId.get(id)?.name ?? `Player ${id}`;

  function commit(next: readonly number[], id: number): void {
    if (next.every((other, i) => other === order[i])) return;
    dispatch({ type: "setBattingOrder", order: next });
    setSaid(`${nameOf(id)} moved to number ${next.indexOf(id) + 1}`);
  }

  function move(id: number, direction: Direction): void {
    const at = order.indexOf(id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (disabled || to < 0 || to >= order.length) return;
    commit(moved(order, id, to), id);
  }

  function reset(): void {
    if (disabled || isSquadOrder) return;
    dispatch({ type: "setBattingOrder", order: squadOrder });
    setSaid("Batting order reset to the squad's order");
  }

  /** Where the dragged row would go for a pointer at `y`: past every other row whose middle is above it. */
  function dropIndex(id: number, y: number): number {
    let index = 0;
    for (const other of shown) {
      if (other === id) continue;
      const box = rows.current.get(other)?.getBoundingClientRect();
      if (box && box.top + box.height / 2 < y) index++;
    }
    return index;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLElement>, id: number): void {
    if (disabled || drag !== null || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ id, pointerId: event.pointerId, preview: order });
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>): void {
    if (drag === null || event.pointerId !== drag.pointerId) return;
    const preview = moved(drag.preview, drag.id, dropIndex(drag.id, event.clientY));
    if (preview.some((id, i) => id !== drag.preview[i])) setDrag({ ...drag, preview });
  }

  function onPointerUp(event: ReactPointerEvent<HTMLElement>): void {
    if (drag === null || event.pointerId !== drag.pointerId) return;
    const preview = moved(drag.preview, drag.id, dropIndex(drag.id, event.clientY));
    setDrag(null);
    commit(preview, drag.id);
  }

  function onPointerCancel(event: ReactPointerEvent<HTMLElement>): void {
    if (drag !== null && event.pointerId === drag.pointerId) setDrag(null);
  }

  const button = (id: number, direction: Direction, at: number) => {
    const blocked = disabled || (direction === "up" ? at === 0 : at === shown.length - 1);
    return (
      <button
        type="button"
        className="batting-order__move"
        // aria-disabled, not disabled: the button keeps focus when its player reaches the end.
        aria-disabled={blocked}
        aria-label={`Move ${nameOf(id)} ${direction}`}
        onClick={() => move(id, direction)}
      >
        <span aria-hidden="true">{direction === "up" ? "▲" : "▼"}</span>
      </button>
    );
  };

  return (
    <section className="batting-order" aria-labelledby="batting-order-title" data-testid="batting-order">
      <h2 id="batting-order-title" className="batting-order__title">
        Your batting order
      </h2>
      <p className="batting-order__help" id="batting-order-help">
        Before the toss: move a batter up or down, or drag one by its handle.
      </p>
      <ol className="batting-order__list" aria-describedby="batting-order-help">
        {shown.map((id, at) => {
          const player = byId.get(id);
          const dragging = drag?.id === id;
          return (
            <li
              key={id}
              ref={(el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              className={dragging ? "batting-order__row batting-order__row--dragging" : "batting-order__row"}
              data-player-id={id}
            >
              <span
                className="batting-order__handle"
                aria-hidden="true"
                data-testid={`drag-${id}`}
                onPointerDown={(event) => onPointerDown(event, id)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerCancel}
              >
                ⠿
              </span>
              <span className="batting-order__number" aria-hidden="true">
                {at + 1}
              </span>
              <span className="batting-order__name">
                <span className="visually-hidden">Number {at + 1}, </span>
                {nameOf(id)}
                {player?.isWicketKeeper ? (
                  <abbr className="batting-order__keeper" title="wicketkeeper">
                    wk
                  </abbr>
                ) : null}
              </span>
              {button(id, "up", at)}
              {button(id, "down", at)}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary batting-order__reset"
        aria-disabled={disabled || isSquadOrder}
        onClick={reset}
      >
        Reset to squad order
      </button>
      <p className="visually-hidden" aria-live="polite" data-testid="batting-order-status">
        {said}
      </p>
    </section>
  );
}

/**
 * The view message a refereed match's server sends, ranked or live: the match now, with the
 * events of the actions from `from` to `view.seq` (for "follow", those after what the page had
 * seen; for an action, the step's own).
 */
export interface ViewMessage<View, Event> {
  readonly type: "view";
  readonly view: View;
  readonly from: number;
  readonly events: readonly Event[];
}

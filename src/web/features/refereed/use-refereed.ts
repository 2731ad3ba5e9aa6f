/**
 * The hooks of a refereed match's screens and lobbies, alike for ranked and live matches: the
 * store made once for the screen and followed while it is mounted (its events said as they
 * come), and a lobby's list fetched when it mounts.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { MatchEvent } from "../../../engine/index.ts";
import { spokenLineOf, useGameServices } from "@/features/game/index.ts";

/** What a screen needs of its store. */
interface FollowedStore<Snapshot> {
  start(): void;
  stop(): void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => Snapshot;
}

/**
 * The screen's store, made once with `make` (given what to do with each new event, say it, and how
 * to say another line), started
 * when the screen mounts and stopped, with the speaker, when it leaves; and its snapshot.
 */
export function useRefereedStore<Store extends FollowedStore<unknown>>(
  make: (reveal: (event: MatchEvent) => void, say: (text: string) => void) => Store,
): readonly [Store, ReturnType<Store["getSnapshot"]>] {
  const { speaker } = useGameServices();
  const [store] = useState(() =>
    make(
      (event) => {
        const line = spokenLineOf(event);
        if (line) speaker.say(line);
      },
      (text) => speaker.say({ text, kind: "announcement" }),
    ),
  );
  useEffect(() => {
    store.start();
    return () => {
      store.stop();
      speaker.stop();
    };
  }, [store, speaker]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot) as ReturnType<
    Store["getSnapshot"]
  >;
  return [store, snapshot];
}

/** The outcome of a lobby's fetch, as the API clients answer. */
type Fetched<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * A lobby's list, fetched when the screen mounts and again each time `reload` changes; a failure
 * goes to `onProblem`. Null until the first answer. `fetch` and `onProblem` are to keep their
 * identity (a module's function, a state setter), or each render would fetch again.
 */
export function useFetchedList<T>(
  fetch: () => Promise<Fetched<T>>,
  onProblem: (message: string) => void,
  reload = 0,
): T | null {
  const [list, setList] = useState<T | null>(null);
  useEffect(() => {
    let mounted = true;
    void fetch().then((outcome) => {
      if (!mounted) return;
      if (outcome.ok) setList(outcome.value);
      else onProblem(outcome.message);
    });
    return () => {
      mounted = false;
    };
  }, [fetch, onProblem, reload]);
  return list;
}

import { type ComponentType, lazy } from "react";

/**
 * `React.lazy` for a page whose code may be fetched ahead (its `preload`), which renders at once
 * once that code is here. A lazy component suspends on its first render even when its chunk has
 * already loaded (its promise settles a task later), and React then holds the content back until
 * its fallback has been up for 300 ms (it throttles fallbacks so they do not flash): for
 * `/stats`, whose chunk is fetched while the membership is checked, that wait came after
 * everything else was ready.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { readonly Component: ComponentType<P>; readonly preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be tried again (the error boundary's retry, or the next visit).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}

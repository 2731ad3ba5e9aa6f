import { catalog } from "../../data/catalog.ts";
import { createEngine, type Engine } from "../../engine/index.ts";

/** The engine the server plays with, on the shipped catalog: what the tests play and replay with. */
export const engine = createEngine(catalog);

/** `base` counting its steps (a replay is a step an action): `steps()` reads the count, `reset()` zeroes it. */
export function countingSteps(base: Engine = engine): {
  readonly engine: Engine;
  steps(): number;
  reset(): void;
} {
  let steps = 0;
  const counting = new Proxy(base, {
    get(target, key) {
      if (key !== "step") return Reflect.get(target, key) as unknown;
      return (...args: Parameters<Engine["step"]>) => {
        steps++;
        return target.step(...args);
      };
    },
  });
  return {
    engine: counting,
    steps: () => steps,
    reset: () => {
      steps = 0;
    },
  };
}

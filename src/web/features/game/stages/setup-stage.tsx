import type { ReactNode } from "react";
import type { Action, Country } from "../../../../engine/index.ts";
import { useEngine } from "@/features/game/state/game-context.ts";
import { CountryCard } from "./country-card.tsx";
import { StageHeading } from "./stage-heading.tsx";
import { setupStep, type StageProps } from "./stage-props.ts";

/** A stage of the match's setup: its section, headed by its step, title and line of help. */
export function SetupStage({
  snapshot,
  title,
  lede,
  children,
}: Pick<StageProps, "snapshot"> & {
  readonly title: ReactNode;
  readonly lede?: ReactNode;
  readonly children: ReactNode;
}) {
  const engine = useEngine();
  return (
    <section className="stage" aria-labelledby="stage-title">
      <StageHeading step={setupStep(engine.stage(snapshot.state))} title={title} lede={lede} />
      {children}
    </section>
  );
}

/**
 * The grid of the 20 countries for a setup stage that picks one (a team, the location): each
 * card sends `actionOf` its country, and is disabled where the engine would refuse it.
 */
export function CountryChoices({
  snapshot,
  dispatch,
  grid,
  variant,
  actionOf,
  badgeOf,
}: StageProps & {
  /** The grid's modifier ("teams", "flags"). */
  readonly grid: string;
  readonly variant?: "team" | "flag";
  readonly actionOf: (country: Country) => Action;
  readonly badgeOf?: (country: Country) => string | undefined;
}) {
  const engine = useEngine();
  const { state } = snapshot;
  return (
    <ul className={`choice-grid choice-grid--${grid}`}>
      {engine.catalog.countries.map((country) => {
        const action = actionOf(country);
        return (
          <li key={country.id}>
            <CountryCard
              country={country}
              variant={variant}
              disabled={!engine.allows(state, action)}
              badge={badgeOf?.(country)}
              onChoose={() => dispatch(action)}
            />
          </li>
        );
      })}
    </ul>
  );
}

import { type Country, groundCharacter, type Stadium } from "../../../../engine/index.ts";
import { countryNamed, stadiumNamed } from "@/features/game/state/catalog-lookup.ts";
import { Flag } from "./flag.tsx";
import "./ground-card.css";
import "./pitch-strip.css";

const capacityFormat = new Intl.NumberFormat("en-GB");

/**
 * The fixture as a lobby shows it before a match the server holds: the two sides with their
 * flags (decorative: the names are written beside them), and the ground's card (its pitch, what
 * it favours, where it is, how many it holds).
 */
export function GroundCard({
  home,
  away,
  ground,
  homeLabel = "You",
  awayLabel = "Opponent",
}: {
  readonly home: Country | undefined;
  readonly away: Country | undefined;
  readonly ground: Stadium | undefined;
  /** Who plays each side ("You", "Your friend", a member's name). */
  readonly homeLabel?: string;
  readonly awayLabel?: string;
}) {
  return (
    <section className="ground-card" aria-label="The match" data-testid="ground-card">
      <div className="ground-card__sides">
        <span className="ground-card__side">
          <Flag country={home} className="ground-card__flag" />
          <span className="ground-card__team">{home?.name}</span>
          <span className="ground-card__who">{homeLabel}</span>
        </span>
        <span className="ground-card__v">v</span>
        <span className="ground-card__side">
          <Flag country={away} className="ground-card__flag" />
          <span className="ground-card__team">{away?.name}</span>
          <span className="ground-card__who">{awayLabel}</span>
        </span>
      </div>
      {ground ? (
        <div className="ground-card__ground">
          <span className="pitch-strip ground-card__pitch" data-pitch={ground.pitchType} aria-hidden="true" />
          <div>
            <p className="ground-card__name">{ground.name}</p>
            <p className="ground-card__character">{groundCharacter(ground)}</p>
            <p className="ground-card__facts">
              {ground.location} · {ground.pitchType} pitch · {capacityFormat.format(ground.capacity)} seats
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The card of a fixture known by its names (an invite's preview): sides and ground looked up in the catalog. */
export function NamedGroundCard({
  home,
  away,
  ground,
  homeLabel,
  awayLabel,
}: {
  readonly home: string;
  readonly away: string;
  readonly ground: string;
  readonly homeLabel?: string;
  readonly awayLabel?: string;
}) {
  return (
    <GroundCard
      home={countryNamed(home)}
      away={countryNamed(away)}
      ground={stadiumNamed(ground)}
      {...(homeLabel === undefined ? {} : { homeLabel })}
      {...(awayLabel === undefined ? {} : { awayLabel })}
    />
  );
}

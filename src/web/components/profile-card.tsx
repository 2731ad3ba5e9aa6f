import type { Member } from "../../shared/api-types.ts";
import { profileFacts } from "../../shared/profile.ts";
import { Avatar } from "./avatar.tsx";
import "./profile-card.css";

/** What a field a member never gave (for example after Google sign-in) reads as. */
export const NOT_PROVIDED = "Not provided";

const GENDER_LABELS: Readonly<Record<string, string>> = { male: "Male", female: "Female", other: "Other" };

function formatDate(dob: string): string {
  const [year, month, day] = dob.split("-").map(Number);
  if (!year || !month || !day) return dob;
  // Built in UTC and shown in UTC, so the day never shifts with the viewer's time zone.
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

function Fact({
  term,
  value,
  wide = false,
}: {
  readonly term: string;
  readonly value: string | null;
  readonly wide?: boolean;
}) {
  return (
    <div className={wide ? "fact fact--wide" : "fact"}>
      <dt className="fact__term">{term}</dt>
      <dd className={value === null ? "fact__value fact__value--missing" : "fact__value"}>
        {value ?? NOT_PROVIDED}
      </dd>
    </div>
  );
}

/**
 * The member's profile card: round photo, name, and the spec's facts, with age, the
 * adult/below-age label and pocket money worked out by the shared profile rules.
 * `now` is a parameter so a test can fix the day the age is counted on.
 */
export function ProfileCard({ member, now }: { readonly member: Member; readonly now: Date }) {
  const facts = profileFacts(member.dob, now);
  const gender = member.gender ? (GENDER_LABELS[member.gender] ?? member.gender) : null;
  return (
    <article className="card profile-card" aria-labelledby="profile-name">
      <div className="profile-card__banner" aria-hidden="true" />
      <div className="profile-card__head">
        <Avatar name={member.name} image={member.image} />
        <h1 id="profile-name" className="profile-card__name">
          {member.name}
        </h1>
        {facts ? (
          <p className={`age-badge age-badge--${facts.label}`} data-testid="age-label">
            {facts.label}
          </p>
        ) : null}
      </div>
      <dl className="profile-card__facts">
        <Fact term="Gender" value={gender} />
        <Fact term="Date of birth" value={member.dob ? formatDate(member.dob) : null} />
        <Fact term="Age" value={facts ? String(facts.age) : null} />
        <Fact term="Pocket money" value={facts ? String(facts.pocketMoney) : null} />
        <Fact term="Email" value={member.email} wide />
        <Fact term="Phone" value={member.phone} />
        <Fact term="Address" value={member.address} />
      </dl>
    </article>
  );
}

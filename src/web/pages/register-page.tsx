import { useRef, useState } from "react";
import type { FormEvent, InputHTMLAttributes } from "react";
import { Link } from "react-router";
import { registerMember } from "@/api/register-member.ts";
import { useAfterSignIn } from "@/auth/use-after-sign-in.ts";
import {
  GENDERS,
  MIN_PASSWORD_LENGTH,
  PHONE_EXAMPLE,
  validateRegistration,
} from "../../shared/registration.ts";
import type { FieldKind, RegistrationInput } from "../../shared/registration.ts";
import { AuthCard } from "@/components/auth-card.tsx";
import { BrandTitle } from "@/components/brand-title.tsx";
import { FormMessage } from "@/components/form-message.tsx";
import { TextField } from "@/components/text-field.tsx";
import type { HomeState } from "./home-page.tsx";
import { ROUTES } from "@/routes.ts";
import "./register-page.css";

const MESSAGE_ID = "register-message";

/** The form's field ids, by the field kind the rules (and the server) name. */
const FIELD_IDS: Readonly<Record<Exclude<FieldKind, "None">, string>> = {
  Name: "register-name",
  Email: "register-email",
  Phone: "register-phone",
  Address: "register-address",
  Password: "register-password",
  DOB: "register-dob",
  Gender: "register-gender-male",
};

const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], string>> = {
  male: "Male",
  female: "Female",
  other: "Other",
};

const EMPTY: RegistrationInput = {
  name: "",
  email: "",
  phone: "",
  address: "",
  password: "",
  dob: "",
  gender: "",
};

type TextKind = Exclude<FieldKind, "None" | "Gender">;

/** A text field: the kind the rules name, its key in the registration, and how the browser fills it. */
interface TextFieldSpec extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "inputMode" | "placeholder"
> {
  readonly kind: TextKind;
  readonly key: Exclude<keyof RegistrationInput, "gender">;
  readonly label: string;
}

/** The form's text fields, in order (the gender choice follows them). */
const TEXT_FIELDS: readonly TextFieldSpec[] = [
  { kind: "Name", key: "name", label: "Name", autoComplete: "name" },
  { kind: "Email", key: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  {
    kind: "Phone",
    key: "phone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: PHONE_EXAMPLE,
  },
  { kind: "Address", key: "address", label: "Address", autoComplete: "street-address" },
  {
    kind: "Password",
    key: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    placeholder: `At least ${MIN_PASSWORD_LENGTH} characters`,
  },
  { kind: "DOB", key: "dob", label: "Date of Birth", type: "date", autoComplete: "bday" },
];

interface Failure {
  readonly field: FieldKind;
  readonly message: string;
}

/**
 * The join screen (`/new`). The shared registration rules run on submit (first failure only,
 * its message in red under the form and its field's label in red); the server's own refusals
 * are shown the same way. A new member is signed in at once and goes to /home, or back where
 * the link that opened the sign-in screen asked (the guest's result screen).
 */
export function RegisterPage() {
  const { passOn, goOn } = useAfterSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof RegistrationInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const invalid = (field: FieldKind) => failure?.field === field;

  function fail(next: Failure) {
    setFailure(next);
    // Take the user straight to the field at fault.
    if (next.field !== "None") {
      const input = formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[next.field]}`);
      input?.focus();
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = validateRegistration(values, new Date());
    if (!checked.ok) {
      fail({ field: checked.field, message: checked.message });
      return;
    }
    setFailure(null);
    setBusy(true);
    const result = await registerMember(values);
    if (result.ok) {
      const welcome: HomeState = { welcome: true };
      await goOn(ROUTES.home, { member: result.member.id, fallbackState: welcome });
      return;
    }
    setBusy(false);
    fail({ field: result.field, message: result.message });
  }

  return (
    <AuthCard wide>
      <BrandTitle lead="Join" />
      <p className="auth-card__lede">
        Take guard with a free membership: your matches, your profile, your club.
      </p>
      <form ref={formRef} className="form form--grid" noValidate onSubmit={(event) => void onSubmit(event)}>
        {TEXT_FIELDS.map(({ kind, key, ...input }) => (
          <TextField
            key={key}
            {...input}
            messageId={MESSAGE_ID}
            id={FIELD_IDS[kind]}
            name={key}
            invalid={invalid(kind)}
            value={values[key]}
            onChange={set(key)}
          />
        ))}
        <fieldset
          className="field field--wide choice"
          role="radiogroup"
          aria-invalid={invalid("Gender") || undefined}
          aria-describedby={invalid("Gender") ? MESSAGE_ID : undefined}
        >
          <legend className={invalid("Gender") ? "field__label field__label--invalid" : "field__label"}>
            Gender
          </legend>
          <div className="choice__options">
            {GENDERS.map((gender) => (
              <label key={gender} className="choice__option">
                <input
                  type="radio"
                  id={`register-gender-${gender}`}
                  name="gender"
                  value={gender}
                  checked={values.gender === gender}
                  onChange={set("gender")}
                />
                <span>{GENDER_LABELS[gender]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="form__actions field--wide">
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? "Registering…" : "Register"}
          </button>
        </div>
      </form>
      <FormMessage id={MESSAGE_ID} message={failure?.message ?? null} pinned />
      <p className="auth-card__switch">
        <Link to={ROUTES.login} state={passOn} className="button button--ghost">
          Already a Menber
        </Link>
      </p>
    </AuthCard>
  );
}

import type { InputHTMLAttributes, Ref } from "react";

/** A labelled input; `invalid` turns the label red and marks the input for assistive technology. */
interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  readonly id: string;
  readonly label: string;
  readonly invalid?: boolean;
  /** The id of the message that explains the problem, read out with the field. */
  readonly messageId?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * One form row: label above input, full width. An invalid field is described by `messageId`;
 * otherwise by its own `aria-describedby`, if any.
 */
export function TextField({ id, label, invalid = false, messageId, ref, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className={invalid ? "field__label field__label--invalid" : "field__label"}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : input["aria-describedby"]}
      />
    </div>
  );
}

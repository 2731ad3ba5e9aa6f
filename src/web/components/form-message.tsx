/**
 * The red line under a form that says what went wrong. The live region is always in the page
 * (empty when all is well) so screen readers announce a message the moment it appears.
 * `pinned`: for a form taller than a phone's screen, whose failing field may be at its top; the
 * message stays under the form but keeps to the bottom of the window while the form is in view,
 * so it is read beside the field it is about.
 */
export function FormMessage({
  id,
  message,
  pinned = false,
}: {
  readonly id: string;
  readonly message: string | null;
  readonly pinned?: boolean;
}) {
  const className = [
    "form-message",
    pinned ? "form-message--pinned" : "",
    message ? "" : "form-message--empty",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <p id={id} role="alert" className={className}>
      {message}
    </p>
  );
}

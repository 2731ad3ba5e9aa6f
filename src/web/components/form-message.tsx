/**
 * The red line under a form that says what went wrong. The live region is always in the page
 * (empty when all is well) so screen readers announce a message the moment it appears.
 */
export function FormMessage({ id, message }: { readonly id: string; readonly message: string | null }) {
  return (
    <p id={id} role="alert" className={message ? "form-message" : "form-message form-message--empty"}>
      {message}
    </p>
  );
}

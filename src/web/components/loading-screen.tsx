/**
 * A quiet placeholder while the server is asked something. It fades in only after a short
 * delay (in CSS), so a quick answer shows no flash at all.
 */
export function LoadingScreen({ label }: { readonly label: string }) {
  return (
    <main className="page page--center" aria-busy="true">
      <p className="loading" role="status">
        <span className="loading__ball" aria-hidden="true" />
        {label}…
      </p>
    </main>
  );
}

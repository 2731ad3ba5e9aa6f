/** The product name, styled as the spec's heading word. */
export const PRODUCT_NAME = "Howzat";

/** A page heading: the lead words ('Login To', 'Join') followed by the styled product name. */
export function BrandTitle({ lead }: { readonly lead: string }) {
  return (
    <h1 className="brand-title">
      {lead} <span className="brand">{PRODUCT_NAME}</span>
    </h1>
  );
}

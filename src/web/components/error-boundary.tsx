import { Component, useEffect, useState } from "react";
import type { ErrorInfo, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { DEFAULT_ERROR } from "@/errors/error-state.ts";
import type { ErrorState } from "@/errors/error-state.ts";
import { ROUTES } from "@/routes.ts";

interface BoundaryProps {
  readonly children: ReactNode;
  /** Changes with the route, so that leaving a broken page renders children again. */
  readonly resetKey: string;
  readonly onError: () => void;
}

interface BoundaryState {
  readonly failedAt: string | null;
}

// React catches render errors only in class components.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: "" };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === "") return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A screen failed to render", error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    if (this.state.failedAt === null) return this.props.children;
    // Seen only if the error page itself fails, or for the moment before navigation.
    return (
      <main className="page page--center">
        <h1>Error occured</h1>
        <p>please try again after a while</p>
      </main>
    );
  }
}

/**
 * Catches an unexpected render error anywhere in the routes and shows the error page with the
 * spec's defaults (500, 'Internal Server error') instead of a blank screen.
 */
export function ErrorBoundary({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The location at which a screen failed. The move to the error page happens in an effect:
  // the router ignores navigation asked for while the tree is still being committed.
  const [failedAt, setFailedAt] = useState<string | null>(null);

  useEffect(() => {
    if (failedAt === null || failedAt !== location.key || location.pathname === ROUTES.error) return;
    const state: ErrorState = DEFAULT_ERROR;
    void navigate(ROUTES.error, { replace: true, state });
  }, [failedAt, location.key, location.pathname, navigate]);

  return (
    <Boundary resetKey={location.key} onError={() => setFailedAt(location.key)}>
      {children}
    </Boundary>
  );
}

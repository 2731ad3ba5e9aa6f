// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { preloadableLazy } from "./preloadable-lazy.tsx";

afterEach(cleanup);

function Page({ name }: { readonly name: string }) {
  return <p>{`page of ${name}`}</p>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe("preloadableLazy", () => {
  it("renders a preloaded page in the first render, with no fallback shown", async () => {
    const page = preloadableLazy(() => Promise.resolve(Page));
    await page.preload();
    render(inSuspense(<page.Component name="Mary" />));
    expect(screen.getByText("page of Mary")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("shows the fallback while a page not yet loaded arrives, then the page", async () => {
    let arrive: (page: typeof Page) => void = () => undefined;
    const page = preloadableLazy(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    render(inSuspense(<page.Component name="Ann" />));
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => arrive(Page));
    expect(await screen.findByText("page of Ann")).toBeTruthy();
  });

  it("loads once however often it is preloaded, and tries again after a failed load", async () => {
    let calls = 0;
    const page = preloadableLazy(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(Page);
    });
    await expect(page.preload()).rejects.toThrow("offline");
    await Promise.all([page.preload(), page.preload()]);
    expect(calls).toBe(2);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ReactNode, useState } from "react";
import { createServerMatchServices } from "@/features/game/state/game-services.ts";
import { GameServicesContext } from "@/features/game/state/game-context.ts";
import { MatchSetupForm } from "./match-setup-form.tsx";
import { NamedGroundCard } from "./ground-card.tsx";

afterEach(cleanup);

/** The game's services of a match the server holds, as the lobbies have them. */
function ServerMatch({ children }: { readonly children: ReactNode }) {
  const [services] = useState(createServerMatchServices);
  return <GameServicesContext.Provider value={services}>{children}</GameServicesContext.Provider>;
}

const card = () => within(screen.getByRole("region", { name: "The match" }));

describe("a lobby's fixture card", () => {
  it("shows both sides with their flags and the chosen ground's card, following the form", () => {
    render(
      <ServerMatch>
        <MatchSetupForm
          busy={false}
          submitLabel="Start"
          busyLabel="…"
          opponentWho="The computer"
          onSubmit={() => {}}
        />
      </ServerMatch>,
    );
    const flags = () => screen.getByTestId("ground-card").querySelectorAll("img.ground-card__flag");
    expect(flags()).toHaveLength(2);
    expect(card().getByText("The computer")).toBeTruthy();
    const team = screen.getByLabelText("Your team") as HTMLSelectElement;
    const teamName = team.selectedOptions[0]!.textContent!;
    expect(card().getByText(teamName)).toBeTruthy();
    // Another opponent and another ground: the card follows.
    const opponent = screen.getByLabelText("Opponent") as HTMLSelectElement;
    const next = opponent.options[2]!;
    fireEvent.change(opponent, { target: { value: next.value } });
    expect(card().getByText(next.textContent!)).toBeTruthy();
    const ground = screen.getByLabelText("Ground") as HTMLSelectElement;
    const other = ground.options[ground.options.length - 1]!;
    fireEvent.change(ground, { target: { value: other.value } });
    const groundName = other.textContent!.split(",")[0]!;
    expect(card().getByText(groundName)).toBeTruthy();
    expect(card().getByText(/ pitch · [\d,]+ seats$/)).toBeTruthy();
    expect(screen.getByTestId("ground-card").textContent).not.toMatch(/seed/i);
  });

  it("looks an invite's sides and ground up by name", () => {
    render(<NamedGroundCard home="Australia" away="India" ground="Wankhede Stadium" awayLabel="Asha" />);
    expect(card().getByText("Australia")).toBeTruthy();
    expect(card().getByText("Asha")).toBeTruthy();
    expect(card().getByText("Wankhede Stadium")).toBeTruthy();
    expect(card().getByText(/^Mumbai/)).toBeTruthy();
    expect(screen.getByTestId("ground-card").querySelectorAll("img")).toHaveLength(2);
  });
});

/** The dagger scorecards put after a wicketkeeper's name, read out in words. */
export function KeeperMark() {
  return (
    <>
      <span aria-hidden="true" className="scorecard__mark">
        {" "}
        †
      </span>
      <span className="visually-hidden"> (wicketkeeper)</span>
    </>
  );
}

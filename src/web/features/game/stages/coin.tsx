import "./toss.css";

/**
 * The toss coin: crown on one face, money (a value numeral in a wreath) on the other. While
 * `spinning` it flips in the air (standing still for those who prefer reduced motion).
 */
export function Coin({ face, spinning = false }: { readonly face: 0 | 1; readonly spinning?: boolean }) {
  return (
    <div className={spinning ? "coin coin--spinning" : "coin"} aria-hidden="true">
      <div className={face === 0 ? "coin__inner" : "coin__inner coin__inner--money"}>
        <svg className="coin__face coin__face--crown" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="46" className="coin__rim" />
          <circle cx="50" cy="50" r="38" className="coin__field" />
          <path d="M27 64 L24 36 L38 48 L50 30 L62 48 L76 36 L73 64 Z" className="coin__emblem" />
          <rect x="27" y="67" width="46" height="7" rx="2" className="coin__emblem" />
        </svg>
        <svg className="coin__face coin__face--money" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="46" className="coin__rim" />
          <circle cx="50" cy="50" r="38" className="coin__field" />
          <path d="M30 70 C18 56 20 36 34 26 M70 70 C82 56 80 36 66 26" className="coin__wreath" />
          <text x="50" y="62" textAnchor="middle" className="coin__value">
            5
          </text>
        </svg>
      </div>
    </div>
  );
}

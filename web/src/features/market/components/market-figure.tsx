import type { ReactNode } from "react";

/** One figure of a summary (`<dl>`): its label, the value large and a detail under it (its day, its base). */
export function MarketFigure({ name, label, value, detail, small = false }: { name: string; label: string; value: ReactNode; detail?: string | null; small?: boolean }) {
  return (
    <div className="market-figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>
        <span className={small ? "market-figure-value market-figure-value-small" : "market-figure-value"}>{value}</span>
        {detail && <span className="market-figure-detail">{detail}</span>}
      </dd>
    </div>
  );
}

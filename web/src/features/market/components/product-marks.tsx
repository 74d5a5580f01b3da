import { MARK_TEXT, productMarks, productName, type MarkedProduct } from "@/features/market/market";

const MARK_CLASS = {
  thisSlot: "badge badge-primary",
  ownSlot: "badge badge-info",
  ad: "badge badge-warning",
  rocket: "badge badge-success",
  soldOut: "badge badge-danger",
} as const;

/** A product's name with its marks (this slot, another own slot, ad, rocket, sold out). */
export function ProductName({ product }: { product: MarkedProduct }) {
  const marks = productMarks(product);
  return (
    <span className="market-product">
      <span className="market-product-name" title={productName(product)}>
        {productName(product)}
      </span>
      {marks.length > 0 && (
        <span className="market-marks">
          {marks.map((mark) => (
            <span key={mark} className={`${MARK_CLASS[mark]} market-mark`} data-mark={mark}>
              {MARK_TEXT[mark]}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

import type { PricingLine } from '../../cart/types';
import { add } from '../../money/add';
import { Decimal } from '../../money/decimal';
import type { BilledTax } from '../bill-types';
import { itemTaxes, type ItemTaxes } from '../item-taxes';
import { surchargeTax } from '../surcharge-tax';
import { taxRates, type TaxRate } from '../tax-rates';
import { mergeTaxes } from './merge-taxes';
import type { ChargedSurcharges, PriceOrderContext, PricedLines, RedeemedLoyalty } from './types';

const ZERO = new Decimal(0);

/** The result of {@link applyTaxes}. */
export interface AppliedTaxes {
  items: ItemTaxes;
  /** Per surcharge: its tax and rate (null when untaxed). */
  surcharges: { tax: Decimal; rate: Decimal | null }[];
  /** Item taxes + surcharge taxes. */
  total: Decimal;
  breakdown: BilledTax[];
}

/**
 * Taxes the order after every discount: the items by {@link itemTaxes} (the discounts reduce
 * every line in proportion to its subtotal, lines with the same taxes are summed, each tax is
 * rounded once for the order), and each taxable surcharge on what it still charges
 * ({@link surchargeTax}). `is_tax_inclusive` applies to both (B§9: the tax line is hidden when
 * prices include tax, so nothing may be added on top).
 *
 * Rounding points: Q5, once per item tax over the whole order, as one fraction
 * `Σ group × (gross − discount) × rate / (gross × D)`; Q6, once per taxable surcharge,
 * `charged × rate / D`. Line shares of the item tax are an allocation (Q8).
 *
 * @param context - the order and its precision
 * @param priced - the lines, from {@link priceLines}
 * @param charged - the surcharges, from {@link chargeSurcharges}
 * @param redeemed - what is left after discounts and loyalty, from {@link redeemLoyalty}
 * @returns the item taxes, the surcharge taxes, their total and the breakdown rows
 * @throws EngineError INVALID_RATE for a bad tax rate
 * @example
 * ```ts
 * applyTaxes(context, priced, charged, redeemed).total.toFixed(2);
 * ```
 */
export function applyTaxes(
  { input, precision }: PriceOrderContext,
  priced: PricedLines,
  { surcharges }: ChargedSurcharges,
  redeemed: RedeemedLoyalty,
): AppliedTaxes {
  const inclusive = input.is_tax_inclusive;
  // Lines usually share the menu's tax objects: read each list of taxes once.
  const rates = new Map<PricingLine['taxes'], TaxRate[]>();
  const taxable = priced.canonical.map((i) => {
    const taxes = input.lines[i]?.taxes ?? [];
    let parsed = rates.get(taxes);
    if (!parsed) rates.set(taxes, (parsed = taxRates(taxes)));
    return { subTotal: priced.lineSubTotals[i] ?? ZERO, taxes: parsed };
  });
  const items = itemTaxes(taxable, redeemed.itemDiscount, inclusive, precision);
  const onSurcharges = surcharges.map((surcharge, i) =>
    surchargeTax(surcharge, redeemed.surchargeLeft[i] ?? ZERO, inclusive, precision),
  );
  const total = items.total.plus(add(...onSurcharges.map((entry) => entry.tax)));
  const breakdown = mergeTaxes(
    [
      ...items.byTax.map(({ tax, amount }) => ({
        id: tax.id,
        name: tax.name,
        rate: tax.rate,
        amount,
      })),
      ...surcharges.flatMap((surcharge, i) => {
        const entry = onSurcharges[i];
        if (!entry?.rate) return [];
        return [
          {
            id: surcharge.tax_rate_id ?? -surcharge.id,
            name: `${surcharge.name} tax`,
            rate: entry.rate,
            amount: entry.tax,
          },
        ];
      }),
    ],
    precision,
  );
  return { items, surcharges: onSurcharges, total, breakdown };
}

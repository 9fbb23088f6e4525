/** The currency of every price of the event (ISO 4217). */
export const CURRENCY = "BRL";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: CURRENCY });

/** "R$ 377,00" (with the non-breaking space Intl uses between symbol and amount). */
export function formatBRL(value: number) {
  return brl.format(value);
}

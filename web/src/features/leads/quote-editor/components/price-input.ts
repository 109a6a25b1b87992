/** The price fields: dollars with cents, thousands separated. */
export const PRICE_INPUT = { prefix: '$', thousandSeparator: ',', decimalScale: 2, inputMode: 'decimal' } as const;

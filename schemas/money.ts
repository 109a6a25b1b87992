/** '$1,234' or '$1,234.5' as people read dollar amounts (cents only when there are some). */
export const formatDollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

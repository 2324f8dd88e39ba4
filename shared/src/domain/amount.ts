import { SIN_DATOS } from './placeholders';

/** Euros with two decimals, a comma every three digits and the euro sign: `1,234.50 €` (SPEC §1). */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return SIN_DATOS;
  const [integer = '0', decimals = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // -0.001 rounds to 0.00: no minus sign in front of a zero.
  const sign = amount < 0 && Number(`${integer}.${decimals}`) !== 0 ? '-' : '';
  return `${sign}${grouped}.${decimals} €`;
}

/** Euros with two decimals → integer cents, so amounts compare (and add up) exactly. */
export const toCentimos = (euros: number): number => Math.round(euros * 100);

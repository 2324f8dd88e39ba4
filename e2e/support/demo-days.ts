// The demo's first campaign writes its days relative to the day it was published (campaigns/inicial,
// "{hoy+30}"): a journey reads them the way the card does, counted from today in Madrid.
const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
const LONG_DAY = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '24 de diciembre de 2026': today in Madrid plus `offset` days, as a card's text writes it. */
export function demoDay(offset: number): string {
  const day = new Date(`${MADRID_DAY.format(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return LONG_DAY.format(day);
}

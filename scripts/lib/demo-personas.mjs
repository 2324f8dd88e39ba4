// The demo logins the start banner prints; scripts/demo-personas.test.ts keeps them in step with the
// README's table, so a persona added to the seed and the README shows up here too.
export const DEMO_PERSONAS = [
  ['12345678Z', 'direct client with every kind of policy, claim and receipt'],
  ['00000023T', 'client served by a broker (mediated)'],
  ['X2482300W', 'consent pending (lands on /gdprTacito)'],
  ['87654321X', "no web password yet: use 'Soy usuario nuevo'"],
  ['11111111H', 'only a partner (HNA) health policy'],
  ['B12345674', 'a company (CIF) with a business policy'],
  ['Y7654321G', "no e-mail, no password, consent pending: 'Soy usuario nuevo' runs every step"],
];

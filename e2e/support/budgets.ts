/**
 * Byte budgets of a new user's first visits on a phone (encoded JS on the wire) and the number of
 * federation runtimes. The build measured 139.8 KiB for cold /login and 176.9 KiB
 * for cold /login → /inicio (react-dom 55 KiB and the one federation runtime 22 KiB are the largest
 * parts). The kernel split (shared 3.0.0) made contracts, rules and UI code each build bundles, and
 * CALLS one export per call: cold /login went 151.5 → 146.9 KiB, so its budget moved down to 150 KiB.
 * The same split made each remote on the home carry its own valibot and the schemas it names (about
 * 3 KiB each): /login → /inicio measured 200.7 KiB, so that budget moved to 205 KiB.
 * Then the shell mounted the remotes' lifecycles without single-spa (7 KiB) and the login screen left
 * its calls, their validator and the WebAuthn library for the first touch of its form (8 KiB): cold
 * /login 133.0 KiB, /login → /inicio 194.8 KiB, and the budgets moved down to 135 and 198 KiB.
 * Then each resource's calls moved beside its schemas (`contract/<module>.calls.ts`): the shell's boot
 * no longer keeps every call the shell names, with their schemas, in one module. Cold /login 130.3 KiB
 * (budget 132 KiB); /login → /inicio stayed at 194–195 KiB (budget 198 KiB).
 * Then the shell's boot became one file (the bootstrap and its router in main.js, which compresses
 * better than three), React Router's production build and the login without the policy-lines table:
 * cold /login 126.7 KiB (budget 128 KiB), /login → /inicio 191.3 KiB (budget 193 KiB).
 * Then React Router's Link, NavLink and Form became pure (a pnpm patch, as upstream's #15299) and the
 * shell's menus and logo link with `AppLink`/`AppNavLink` instead of Link and its prefetching: cold
 * /login 123.6 KiB (budget 125 KiB, the issue's goal), /login → /inicio 187.4 KiB (budget 190 KiB).
 */
export const BUDGETS = {
  loginJsBytes: 125 * 1024,
  loginToInicioJsBytes: 190 * 1024,
  runtimeCopies: 1,
};

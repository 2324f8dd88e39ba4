/** Issue #13's budgets for a new user on a phone: encoded JS bytes of cold visits, one runtime. */
export const BUDGETS = {
  loginJsBytes: 150 * 1024,
  loginToInicioJsBytes: 200 * 1024,
  runtimeCopies: 1,
};

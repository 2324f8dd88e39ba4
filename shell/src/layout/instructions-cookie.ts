/** Version of the first-use instructions; raise it to show the tip again to everyone (SPEC §9). */
const INSTRUCTIONS_VERSION = 2;
const COOKIE = /(?:^|;\s*)ac-instrucciones-v(\d+)=1(?:;|$)/g;
const TEN_YEARS_S = 3650 * 24 * 60 * 60;

/** Highest instructions version this browser has acknowledged, 0 when none. */
export function seenInstructionsVersion(cookies: string = document.cookie): number {
  let seen = 0;
  for (const match of cookies.matchAll(COOKIE)) seen = Math.max(seen, Number(match[1]));
  return seen;
}

export function shouldShowFirstUseTip(cookies?: string): boolean {
  return seenInstructionsVersion(cookies) < INSTRUCTIONS_VERSION;
}

export function markInstructionsSeen(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `ac-instrucciones-v${INSTRUCTIONS_VERSION}=1; Max-Age=${TEN_YEARS_S}; Path=/; SameSite=Lax${secure}`;
}

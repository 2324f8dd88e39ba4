import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissFirstUseTip } from './fixtures';

/**
 * Slow 4G as Lighthouse models it (`throttling.mobileSlow4G`: 150 ms round trip, 1.6 Mbps down,
 * 750 kbps up), applied per request by DevTools. (DevTools' own preset multiplies the latency by
 * 3.75 to stand for connection set-up; this server keeps its connections alive.)
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** What a customer spends reading a screen before choosing where to go next. */
const READING_MS = 2_000;
/** Between the pointer reaching a link and the press (hover, or a finger's touchstart, then click). */
const INTENT_MS = 100;

/** Milliseconds from one navigation's click to its screen shown, median of a few runs. */
export type NavigationTimes = {
  /** Cold /login on slow 4G + 4× CPU: 'Entrar' pressed → /inicio with its content. */
  loginToInicio: number[];
  /** Logged in, 4× CPU: a policy link on /inicio → the policy's content. */
  inicioToPoliza: number[];
  /** 4× CPU: a claim link on the policy screen → the claim's content. */
  polizaToSiniestro: number[];
};

/** Shown: the target's content is painted with nothing loading (no spinner, no skeleton). */
async function clickUntilShown(page: Page, link: Locator, shown: string): Promise<number> {
  await link.hover();
  await page.waitForTimeout(INTENT_MS);
  const timing = page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        const busy = () =>
          document.querySelector('main [aria-busy="true"], main .ac-spinner, .ac-loading-overlay');
        const check = (now: number) => {
          if (start && document.querySelector(selector) && !busy()) resolve(now - start);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    shown,
  );
  await link.click();
  return timing;
}

async function throttle(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return cdp;
}

async function fillLogin(page: Page, nif: string) {
  await page.getByLabel(/NIF/i).fill(nif);
  await page
    .getByLabel(/Contraseña/i)
    .first()
    .fill(DEMO_PASSWORD);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The three navigations, each on a fresh browser context (cold cache, no service
 * worker), `runs` times. The customer reads each screen for READING_MS before the next click, the
 * time an app has to get the next screen ready.
 */
export async function timeNavigations(
  browser: Browser,
  baseURL: string,
  { runs = 3, nif = '12345678Z', idPoliza = '200001' } = {},
): Promise<NavigationTimes & { median: Record<keyof NavigationTimes, number> }> {
  const times: NavigationTimes = { loginToInicio: [], inicioToPoliza: [], polizaToSiniestro: [] };
  for (let run = 0; run < runs; run += 1) {
    // A phone on slow 4G: the click on 'Entrar' until the home shows its policies.
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await phone.newPage();
    await dismissFirstUseTip(page);
    await throttle(page, true);
    await page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
    await fillLogin(page, nif);
    times.loginToInicio.push(
      await clickUntilShown(
        page,
        page.getByRole('button', { name: 'Entrar', exact: true }),
        `main a[href$="/polizaAutos/${idPoliza}"]`,
      ),
    );
    await phone.close();

    // A desktop pointer at 4× CPU, local network: home → policy → one of its claims.
    const desktop = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const next = await desktop.newPage();
    await dismissFirstUseTip(next);
    await next.goto('/area-cliente/login');
    await fillLogin(next, nif);
    await next.getByRole('button', { name: 'Entrar', exact: true }).click();
    await next.waitForURL(/\/inicio$/);
    await next.waitForLoadState('networkidle');
    await throttle(next, false);
    await next.waitForTimeout(READING_MS);
    times.inicioToPoliza.push(
      await clickUntilShown(
        next,
        next.locator(`a[href$="/polizaAutos/${idPoliza}"]:visible`).first(),
        'main .pf-poliza h1',
      ),
    );
    await next.waitForTimeout(READING_MS);
    times.polizaToSiniestro.push(
      await clickUntilShown(
        next,
        next.locator('main .pf-poliza a[href*="/siniestroAutos/"]:visible').first(),
        'main #claims-title',
      ),
    );
    await desktop.close();
  }
  return {
    ...times,
    median: {
      loginToInicio: median(times.loginToInicio),
      inicioToPoliza: median(times.inicioToPoliza),
      polizaToSiniestro: median(times.polizaToSiniestro),
    },
  };
}

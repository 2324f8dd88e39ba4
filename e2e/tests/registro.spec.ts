import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/test';
import { dismissFirstUseTip, expectAccessible, login, storedToken } from '../support/fixtures';
import { shot } from '../support/shot';

const API = '/produccion/rest/v1/ac';
const CARMEN = { nif: '87654321X', telefono: '698765432', mask: '*** *** 432' };
const JORGE = { nif: 'Y7654321G', telefono: '677889900' };
const LUCIA = { nif: '12345678Z' };

/** The mobile on record now: other journeys (the phone change) may have replaced the seeded one. */
async function telefonoActual(request: APIRequestContext, nif: string): Promise<string> {
  const auth = await request.post(`${API}/user/auth`, { data: { username: nif, password: 'Demo2024' } });
  const { token } = ((await auth.json()) as { data: { token: string } }).data;
  const res = await request.get(`${API}/cliente`, { headers: { 'Auth-token': token } });
  const { telefono } = ((await res.json()) as { data: { telefono: string } }).data;
  await request.post(`${API}/user/insertAudit`, {
    headers: { 'Auth-token': token },
    data: {
      idCliente: ((await res.json()) as { data: { idCliente: number } }).data.idCliente,
      nif,
      nameEvento: 'USUARIO_LOGOUT',
    },
  });
  return telefono;
}

/** SMS texts sent to a number, newest first, from the development outbox. */
async function smsTexts(request: APIRequestContext, telefono: string): Promise<string[]> {
  const res = await request.get(`${API}/dev/sms-outbox?telefono=${telefono}`);
  const body = (await res.json()) as { data: { mensajes: { texto: string }[] } };
  return body.data.mensajes.map((m) => m.texto);
}

/**
 * Waits for an SMS carrying a 6-digit PIN that was not among `before` and answers the PIN. Not simply
 * the newest SMS: the security notices of the queue (a password just changed, a new browser) reach
 * the same phone on their own schedule, before or after the PIN.
 */
async function pinAfter(request: APIRequestContext, telefono: string, before: string[]): Promise<string> {
  const seen = new Set(before);
  let pin = '';
  await expect
    .poll(async () => {
      const nuevo = (await smsTexts(request, telefono)).find((t) => !seen.has(t) && /\b\d{6}\b/.test(t));
      pin = nuevo ? (/\b(\d{6})\b/.exec(nuevo)?.[1] ?? '') : '';
      return pin !== '';
    })
    .toBe(true);
  return pin;
}

/** The demo's boxed SMS note on /pin: waits for the SMS and answers its 6-digit PIN, read off the screen. */
async function pinOnScreen(page: Page, mask: string): Promise<string> {
  const nota = page.getByRole('complementary', { name: 'SMS de la demo' });
  await expect(nota.getByText('Demo', { exact: true })).toBeVisible();
  await expect(nota.getByText(`SMS enviado al teléfono ${mask}:`)).toBeVisible();
  const texto = (await nota.getByRole('blockquote').textContent()) ?? '';
  expect(texto).toMatch(/^«.*\b\d{6}\b.*»$/);
  return /\b(\d{6})\b/.exec(texto)?.[1] ?? '';
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const formAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** /nif → /telefono → /pin → /claves for one ID, the PIN read off the demo's note; leaves the page on /claves. */
async function upToClaves(page: Page, nif: string, telefono: string) {
  await page.getByLabel('NIF/CIF/NIE').fill(nif);
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/telefono$/);
  await page.getByRole('button', { name: 'Enviar PIN' }).click();
  await expect(page).toHaveURL(/\/pin$/);
  const pin = await pinOnScreen(page, `*** *** ${telefono.slice(-3)}`);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/claves$/);
}

async function setPassword(page: Page, password: string) {
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function cliente(page: Page): Promise<{ email: string | null; gdprEmpresas?: boolean }> {
  const res = await page.request.get(`${API}/cliente`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: { email: string | null; gdprEmpresas?: boolean } }).data;
}

/** The forgotten-password flow straight against the API, to put a demo password back. */
async function resetPasswordByApi(
  request: APIRequestContext,
  nif: string,
  telefono: string,
  password: string,
) {
  const post = async (path: string, token: string, data: object = {}) => {
    const res = await request.post(`${API}/user/${path}`, { headers: { 'Auth-token': token }, data });
    const body = (await res.json()) as { codigo: number; mensaje: string; data: { token?: string } | null };
    expect(body.codigo, `${path}: ${body.mensaje}`).toBe(0);
    return body.data;
  };
  const { token } = (await post('verificaUsuario', 'no-token', { numDoc: nif, recordar: true })) as {
    token: string;
  };
  const before = await smsTexts(request, telefono);
  await post('generarPinAcceso', token);
  await post('verificarPin', token, { pin: await pinAfter(request, telefono, before) });
  await post('actualizarPassword', token, { password, passwordRepetida: password });
  await post('authRegistro', token);
}

test.beforeEach(async ({ page }) => {
  await dismissFirstUseTip(page);
});

test('self-registration of 87654321X: every step, the form messages, then logged in on inicio', async ({
  page,
}) => {
  await page.goto('/area-cliente/login');
  await page.getByRole('button', { name: 'Soy usuario nuevo' }).click();
  await expect(page).toHaveURL(/\/nif$/);
  await expect(heading(page, 'Nuevo Usuario')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escribe tu NIF/CIF/NIE', { exact: true })).toBeVisible();
  await expect(page.getByText('Debes aceptar las condiciones del servicio', { exact: true })).toBeVisible();
  await page.getByLabel('NIF/CIF/NIE').fill('87654321A');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('La letra o dígito de control del NIF/CIF/NIE no es correcto')).toBeVisible();

  await page.getByLabel('NIF/CIF/NIE').fill(CARMEN.nif);
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/telefono$/);
  await expect(page.getByText(CARMEN.mask)).toBeVisible();
  await expectAccessible(page);

  // A reload keeps the step; a later step opened by hand goes back to it.
  await page.reload();
  await expect(page.getByText(CARMEN.mask)).toBeVisible();
  await page.goto('/area-cliente/claves');
  await expect(page).toHaveURL(/\/telefono$/);

  await page.getByRole('button', { name: 'Enviar PIN' }).click();
  await expect(page).toHaveURL(/\/pin$/);
  // The demo shows the SMS on screen, boxed and marked as the demo's: the PIN is read from there.
  const pin = await pinOnScreen(page, CARMEN.mask);
  await expect(page.getByLabel('PIN', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Reenviar PIN' })).toBeDisabled();
  await expect(page.getByText(/Podrás pedir otro PIN dentro de \d+ s\./)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escribe el PIN que te hemos enviado por SMS')).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(pin === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(formAlert(page, 'El PIN no es correcto')).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/claves$/);
  await expect(page.getByText(/^Al menos 8 caracteres: letras, números, espacios o símbolos/)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Contraseña', { exact: true }).fill('Sevilla-1972x');
  await page.getByLabel('Repite la contraseña', { exact: true }).fill('Sevilla-1972y');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Las contraseñas no son iguales')).toBeVisible();
  await setPassword(page, 'contraseña');
  await expect(formAlert(page, 'Esa contraseña es demasiado común')).toBeVisible();
  await setPassword(page, 'Sevilla-1972x');

  await expect(page).toHaveURL(/\/validEmail$/);
  await expect(page.getByText('carmen.ruiz@example.com')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sí, es mi e-mail' }).click();
  await expect(page).toHaveURL(/\/inicio$/);

  // Log out and in again with the new password.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, CARMEN.nif, 'Sevilla-1972x');
  await expect(page).toHaveURL(/\/inicio$/);
});

test('registration without e-mail on record: email messages, then consent by "Especificar opciones", "Si, Acepto" and "No, gracias"', async ({
  page,
}) => {
  await page.goto('/area-cliente/nif');
  await upToClaves(page, JORGE.nif, JORGE.telefono);
  await setPassword(page, 'Zaragoza-1991');
  await expect(page).toHaveURL(/\/email$/);
  await expectAccessible(page);

  const terminar = page.getByRole('button', { name: 'Terminar' });
  await terminar.click();
  await expect(page.getByText('Escriba su e-mail en las dos casillas')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('jorge@example.com');
  await expect(page.getByText('Escriba su e-mail en las dos casillas')).toBeHidden();
  await page.getByLabel('Repite el e-mail').fill('jorge@example.es');
  await terminar.click();
  await expect(page.getByText('Los e-mail no son iguales')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('jorge@example');
  await page.getByLabel('Repite el e-mail').fill('jorge@example');
  await terminar.click();
  await expect(page.getByText('E-mail incorrecto')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('jorge.martin@example.com');
  await page.getByLabel('Repite el e-mail').fill('jorge.martin@example.com');
  await terminar.click();

  await expect(page).toHaveURL(/\/gdprTacito$/);
  await expect(page.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Especificar opciones' }).click();
  await expect(page).toHaveURL(/\/gdpr$/);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Conteste a las opciones, por favor')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect(await cliente(page)).toMatchObject({ email: 'jorge.martin@example.com', gdprEmpresas: false });

  await page.goto('/area-cliente/gdprTacito');
  await page.getByRole('button', { name: 'Si, Acepto' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect((await cliente(page)).gdprEmpresas).toBe(true);

  // Saying no is one press beside saying yes, and just as visible.
  await page.goto('/area-cliente/gdprTacito');
  const si = page.getByRole('button', { name: 'Si, Acepto' });
  const no = page.getByRole('button', { name: 'No, gracias' });
  expect(await no.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
    await si.evaluate((b) => getComputedStyle(b).backgroundColor),
  );
  await no.click();
  await expect(page).toHaveURL(/\/inicio$/);
  expect((await cliente(page)).gdprEmpresas).toBe(false);
});

test('forgotten password of 12345678Z ends logged in with the new password', async ({ page }) => {
  let changed = false;
  const telefono = await telefonoActual(page.request, LUCIA.nif);
  try {
    await page.goto('/area-cliente/login');
    await page.getByRole('button', { name: 'He olvidado mi contraseña' }).click();
    await expect(page).toHaveURL(/\/nif\?modo=recordar$/);
    await expect(heading(page, 'Recordar Contraseña')).toBeVisible();
    await upToClaves(page, LUCIA.nif, telefono);
    await setPassword(page, 'Ruiseñor-2031');
    await expect(page).toHaveURL(/\/validEmail$/);
    changed = true;
    await page.getByRole('button', { name: 'Sí, es mi e-mail' }).click();
    await expect(page).toHaveURL(/\/inicio$/);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await login(page, LUCIA.nif, 'Ruiseñor-2031');
    await expect(page).toHaveURL(/\/inicio$/);
  } finally {
    // Other journeys log in with the demo password.
    if (changed) await resetPasswordByApi(page.request, LUCIA.nif, telefono, 'Demo2024');
  }
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await login(page, LUCIA.nif);
  await expect(page).toHaveURL(/\/inicio$/);
});

test("'No es mi teléfono' tells the customer to call or visit the office and goes back to login", async ({
  page,
}) => {
  // No flow yet: a step opened by hand starts at /nif.
  await page.goto('/area-cliente/pin');
  await expect(page).toHaveURL(/\/nif$/);

  await page.getByLabel('NIF/CIF/NIE').fill(CARMEN.nif);
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'No es mi teléfono' }).click();
  await expect(page.getByText(/llámanos al teléfono gratuito .+ o al .+ o acude a tu oficina/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("five wrong passwords: a warning, a lock that says how long, and 'He olvidado mi contraseña' unlocks it", async ({
  page,
  context,
}) => {
  const ANTONIO = { nif: '00000023T' };
  const NUEVA = 'Albufera-2044';
  const telefono = await telefonoActual(page.request, ANTONIO.nif);
  let changed = false;
  try {
    await page.goto('/area-cliente/login');
    const alert = page.getByRole('alert');
    const intento = async (password: string) => {
      await page.getByLabel('NIF/CIF/NIE').fill(ANTONIO.nif);
      await page.getByLabel('Contraseña', { exact: true }).fill(password);
      await expect(alert).toBeHidden();
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    };
    for (let i = 1; i <= 3; i++) {
      await intento(`Mala-${i}-2024`);
      await expect(alert).toHaveText('El NIF/CIF/NIE o la contraseña no son correctos');
    }
    await intento('Mala-4-2024');
    await expect(alert).toContainText(
      'Te queda un intento: si vuelves a fallar, bloquearemos el acceso durante 15 minutos.',
    );
    await expect(alert.getByRole('link', { name: 'He olvidado mi contraseña' })).toBeVisible();

    await intento('Mala-5-2024');
    await expect(alert).toContainText('el acceso queda bloqueado durante los próximos 15 minutos');
    await expectAccessible(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `login-bloqueo-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // Locked: not even the right password is checked now.
    await intento('Demo2024');
    await expect(alert).toContainText('bloqueado durante los próximos');
    await expect(page).toHaveURL(/\/login$/);

    // The owner unlocks it with an SMS PIN and a new password, pasted from a password manager.
    await alert.getByRole('link', { name: 'He olvidado mi contraseña' }).click();
    await expect(page).toHaveURL(/\/nif\?modo=recordar$/);
    await expect(heading(page, 'Recordar Contraseña')).toBeVisible();
    await upToClaves(page, ANTONIO.nif, telefono);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), NUEVA);
    for (const label of ['Contraseña', 'Repite la contraseña']) {
      const field = page.getByLabel(label, { exact: true });
      await field.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field).toHaveValue(NUEVA);
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/validEmail$/);
    changed = true;
    await page.getByRole('button', { name: 'Sí, es mi e-mail' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await login(page, ANTONIO.nif, NUEVA);
    await expect(page).toHaveURL(/\/inicio$/);
  } finally {
    // Other journeys log in with the demo password.
    if (changed) await resetPasswordByApi(page.request, ANTONIO.nif, telefono, 'Demo2024');
  }
});

test('the demo SMS note at 390 and 1440 px', async ({ page }) => {
  await page.goto('/area-cliente/nif?modo=recordar');
  await page.getByLabel('NIF/CIF/NIE').fill(LUCIA.nif);
  await page.getByLabel(/He leído y acepto/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Enviar PIN' }).click();
  await expect(
    page.getByRole('complementary', { name: 'SMS de la demo' }).getByRole('blockquote'),
  ).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `pin-sms-demo-${width}`);
  }
});

import { expect, type Locator, type Page } from '@playwright/test';

const API = '/produccion/rest/v1/ac';
const CODIGO = /^Tu código para confirmar .* es (\d{6})\. No lo compartas con nadie\.$/;

/** The newest second-factor code the demo SMS outbox holds for `telefono`, or undefined. */
async function ultimoCodigo(page: Page, telefono: string): Promise<string | undefined> {
  const res = await page.request.get(`${API}/dev/sms-outbox?telefono=${telefono}`);
  const { mensajes } = ((await res.json()) as { data: { mensajes: { texto: string }[] } }).data;
  for (const { texto } of mensajes) {
    const codigo = CODIGO.exec(texto)?.[1];
    if (codigo) return codigo;
  }
  return undefined;
}

/**
 * The second factor of a sensitive change, as the customer does it in `popup`: 'Enviar código', then
 * the code the demo SMS outbox got for `telefono` (the phone on record) typed in its field. With
 * `teclado`, by keyboard only: the code field takes the focus once the code is sent.
 */
export async function confirmarConCodigo(
  page: Page,
  popup: Locator,
  telefono: string,
  { teclado = false }: { teclado?: boolean } = {},
): Promise<void> {
  const antes = await ultimoCodigo(page, telefono);
  const enviar = popup.getByRole('button', { name: 'Enviar código' });
  if (teclado) {
    await enviar.focus();
    await page.keyboard.press('Enter');
  } else await enviar.click();
  const campo = popup.getByLabel('Código recibido por SMS');
  await expect(campo).toBeFocused();
  let codigo: string | undefined;
  await expect
    .poll(async () => {
      codigo = await ultimoCodigo(page, telefono);
      return codigo !== undefined && codigo !== antes;
    })
    .toBe(true);
  if (teclado) await page.keyboard.type(codigo!);
  else await campo.fill(codigo!);
}

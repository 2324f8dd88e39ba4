import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoDay } from '../support/demo-days';
import { expectAccessible, signedIn } from '../support/fixtures';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });
const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const OFFERS_ENTRIES = ['Mi oficina', 'Servicios', 'Ofertas', 'Sorteos', 'Beneficios'];

test('a direct client sees the office, draw, referral and workshop cards, and every offers menu entry', async ({
  page,
}) => {
  await signedIn(page, '12345678Z');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Mi Oficina de Referencia' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llamar a mi oficina' })).toHaveAttribute(
    'href',
    'tel:915550123',
  );
  await expect(card(page, 'sorteo-viaje')).toBeVisible();
  // She took part in the air-fryer draw (visibleFinSorteoFreidoraAire): it has ended and is held soon.
  await expect(card(page, 'sorteo-freidora-finalizado')).toContainText(
    `El sorteo se celebrará el ${demoDay(30)}.`,
  );
  await expect(card(page, 'cupones-amigo')).toBeVisible();
  // Workshop card: car policy, direct client, postal code 28009.
  await expect(card(page, 'red-talleres')).toContainText('Neumáticos desde 58 €');
  await expect(card(page, 'red-talleres').getByRole('link', { name: '910 505 050' })).toHaveAttribute(
    'href',
    'tel:910505050',
  );
  await expect(page.getByText('Póliza mediada')).toHaveCount(0);
  // She holds health policies at both insurers: no health offer.
  await expect(card(page, 'oferta-salud')).toHaveCount(0);

  for (const entry of OFFERS_ENTRIES) {
    await expect(sideMenu(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test('a mediated client sees the broker card, no office and no direct-only card', async ({ page }) => {
  await signedIn(page, '00000023T');
  await expect(card(page, 'atencion-cliente-mediado')).toContainText('Póliza mediada');
  await expect(card(page, 'atencion-cliente-mediado')).toContainText('mediador');
  for (const id of [
    'oficina',
    'red-talleres',
    'oferta-salud',
    'sorteo-viaje',
    'sorteo-freidora-finalizado',
  ]) {
    await expect(card(page, id)).toHaveCount(0);
  }
  await expect(sideMenu(page).getByRole('link', { name: 'Servicios', exact: true })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Mi oficina', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Cross-sell and Beneficios are for direct clients (SPEC §6): nothing he cannot act on.
  await expect(sideMenu(page).getByRole('link', { name: 'Beneficios', exact: true })).toHaveCount(0);
  await page.goto('/area-cliente/ofertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect(page.getByText(/Desde 33 € al mes|Desde 30 € al año|Seguro de Hogar por 90 €/)).toHaveCount(0);
  await page.goto('/area-cliente/beneficios');
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible();
  await expect(card(page, 'club-beneficios')).toHaveCount(0);
  await expect(card(page, 'formacion-profesional')).toHaveCount(0);
});

test('the home teasers lead to the card screens, whose phone lines dial and partner links open apart', async ({
  page,
}) => {
  await signedIn(page, '12345678Z');
  await card(page, 'seccion-servicios').getByRole('link', { name: 'Ver servicios' }).click();
  await expect(page).toHaveURL(/\/servicios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
  await expect(card(page, 'asistencia-viaje').getByRole('link', { name: '900 414 142' })).toHaveAttribute(
    'href',
    'tel:900414142',
  );
  const cita = card(page, 'lunas').getByRole('link', { name: /Pedir cita/ });
  await expect(cita).toHaveAttribute('target', '_blank');
  await expect(cita).toHaveAttribute('rel', /noopener/);
  await expectAccessible(page);

  await sideMenu(page).getByRole('link', { name: 'Beneficios', exact: true }).click();
  await expect(page).toHaveURL(/\/beneficios$/);
  await expect(card(page, 'formacion-profesional')).toContainText('20% de descuento en cursos presenciales');
  await expect(card(page, 'formacion-profesional')).toContainText('40% de descuento en cursos online');
  const club = card(page, 'club-beneficios').getByRole('link', { name: /Entrar en el club/ });
  await expect(club).toHaveAttribute('target', '_blank');
  // The demo's stand-in page, served by the product: no link of the demo is broken.
  await expect(club).toHaveAttribute('href', /\/area-cliente\/demo\/club$/);
  await expectAccessible(page);
});

test("a client whose only policy is the partner's health one gets its client-area card, link and phone", async ({
  page,
}) => {
  await signedIn(page, '11111111H');
  const partner = card(page, 'area-cliente-salud-colaborador');
  await expect(partner.getByRole('link', { name: /Ir al área cliente de salud/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(partner.getByRole('link', { name: '900 303 303' })).toHaveAttribute('href', 'tel:900303303');
  await sideMenu(page).getByRole('link', { name: 'Servicios', exact: true }).click();
  await expect(page).toHaveURL(/\/servicios$/);
  await expect(card(page, 'area-cliente-salud-colaborador')).toBeVisible();
  await expectAccessible(page);
});

test('a company is a direct client too: with no health policy it is offered one; no finished draw it could not enter', async ({
  page,
}) => {
  await signedIn(page, 'B12345674');
  // SPEC §6: the health offer goes to a direct client with no health policy at either insurer.
  await expect(card(page, 'oferta-salud')).toContainText('Tu seguro de Salud, con 2 meses gratis');
  await expect(card(page, 'oferta-salud').getByRole('link', { name: /Calcula tu precio/ })).toBeVisible();
  // Its new van is in the travel draw's window; nothing of it in the air-fryer draw's, long closed.
  await expect(card(page, 'sorteo-viaje').getByRole('button', { name: 'Participar' })).toBeVisible();
  await expect(card(page, 'sorteo-freidora-finalizado')).toHaveCount(0);
  await expectAccessible(page);
});

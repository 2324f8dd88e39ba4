import { ApiError } from '@area-cliente/shared';
import { CALLS, type DocumentoSiniestro } from '@area-cliente/shared/contract';
import { clausulaFirma } from '@area-cliente/shared/domain';
import { logInForTest, makeCliente, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentosMenu, PEDIR_LLAMADA } from './documentos-menu';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/downloads', () => ({ openDownload: shared.openDownload }));

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SHA = '8fad1a1519fa3e9725e4bd16a7dee45d5d20e0e3323f584c7cf5728388e4238c';

const DOCUMENTOS: DocumentoSiniestro[] = [
  {
    id: 2,
    uuid: UUID(2),
    nombreDoc: 'Conformidad de valoración de daños',
    aceptado: false,
    fechaFirma: '2025-02-14T12:00:00+01:00',
  },
  { id: 3, uuid: UUID(3), nombreDoc: 'Mandato de gestión de cobro', aceptado: null, fechaFirma: null },
];

function renderMenu() {
  const props = { onFirmado: vi.fn(), navigate: vi.fn() };
  render(<DocumentosMenu documentos={DOCUMENTOS} numSiniestro="SIN-0000101" {...props} />);
  return props;
}

describe('signing a claim document', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
    shared.openDownload.mockReset().mockResolvedValue(true);
  });

  it('shows the document and its SHA-256, refuses a wrong PIN and signs with the right one', async () => {
    const { onFirmado } = renderMenu();
    const menu = screen.getByRole('navigation', { name: 'Documentos del siniestro' });
    expect(within(menu).getAllByRole('button', { name: /^Firmar/ })).toHaveLength(1);
    await userEvent.click(within(menu).getByRole('button', { name: /^Firmar.*Mandato de gestión de cobro/ }));
    const dialog = screen.getByRole('dialog', { name: 'Firmar documento' });

    // The mandate's clause, the one its PDF prints, in full before the PIN is asked for.
    const texto = within(dialog).getByRole('region', { name: 'Mandato de gestión de cobro' });
    const { parrafos } = clausulaFirma({
      nombreDoc: 'Mandato de gestión de cobro',
      numSiniestro: 'SIN-0000101',
    });
    expect(parrafos[0]).toMatch(/^Como asegurado en el siniestro SIN-0000101, encargo a la aseguradora/);
    for (const parrafo of parrafos) expect(within(texto).getByText(parrafo)).toBeTruthy();
    const pedir = within(dialog).getByRole('button', { name: 'Enviarme el PIN por SMS' });
    expect(texto.compareDocumentPosition(pedir) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    shared.call.mockResolvedValueOnce({
      nombreDoc: 'Mandato de gestión de cobro',
      sha256: SHA,
      telefono: '*** *** 678',
      caducaEnSegundos: 600,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviarme el PIN por SMS' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.pinFirmaDocumento, {
      params: { uuid: UUID(3) },
      body: {},
    });
    expect(
      await within(dialog).findByText(
        '8fad1a15 19fa3e97 25e4bd16 a7dee45d 5d20e0e3 323f584c 7cf57283 88e4238c',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(/Te lo hemos enviado al \*{3} \*{3} 678\. Caduca en 10 minutos\./),
    ).toBeTruthy();

    // The document to sign opens from the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Mandato de gestión de cobro/ }));
    expect(shared.openDownload).toHaveBeenCalledWith('DOCUMENTO', UUID(3), expect.any(String), {
      uuid: UUID(3),
    });

    shared.call.mockRejectedValueOnce(new ApiError(1, 'El PIN no es correcto.', 200));
    await userEvent.type(within(dialog).getByLabelText('PIN recibido por SMS'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Firmar documento' }));
    expect(await within(dialog).findByText('El PIN no es correcto.')).toBeTruthy();

    shared.call.mockResolvedValueOnce({
      referencia: 'FE20250301-0123456789',
      fechaFirma: '2025-03-01T11:05:00+01:00',
      sha256: SHA,
    });
    const pin = within(dialog).getByLabelText('PIN recibido por SMS');
    await userEvent.clear(pin);
    await userEvent.type(pin, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Firmar documento' }));
    expect(shared.call).toHaveBeenLastCalledWith(CALLS.firmaDocumento, {
      params: { uuid: UUID(3) },
      body: { pin: '123456' },
    });
    expect(
      await within(dialog).findByText(
        'Has firmado «Mandato de gestión de cobro» el 01-03-2025. Referencia de la firma: FE20250301-0123456789.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver al siniestro' }));
    expect(onFirmado).toHaveBeenCalled();
  });

  it('offers a call from the claims department after a rejected valuation, from the phone on record', async () => {
    seedPortfolio(makePortfolio({ cliente: makeCliente({ telefono: '612345678' }) }));
    shared.call.mockResolvedValue(null);
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: PEDIR_LLAMADA }));
    const dialog = screen.getByRole('dialog', { name: 'Te llamamos' });
    expect((within(dialog).getByLabelText('Teléfono de contacto') as HTMLInputElement).value).toBe(
      '612345678',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar llamada' }));
    expect(
      await within(dialog).findByText('Hemos recibido tu solicitud. Te llamaremos lo antes posible.'),
    ).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.creaGestionCliente, {
      body: expect.objectContaining({ telefono: '612345678', asunto: 'S' }),
    });
  });

  it('offers a complaint after a rejected valuation', async () => {
    const { navigate } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'No estoy de acuerdo: reclamar' }));
    expect(navigate).toHaveBeenCalledWith('/nuevaReclamacion');
  });
});

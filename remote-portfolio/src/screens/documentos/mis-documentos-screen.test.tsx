import {
  CALLS,
  DOWNLOADS,
  JUSTIFICANTE_RECLAMACION_PATH,
  type AvisoBandeja,
  type DocumentoBandeja,
  type Documentos,
  type DocumentosRequest,
} from '@area-cliente/shared/contract';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIN_AVISOS } from './avisos-vista';
import MisDocumentosScreen, { SIN_COINCIDENCIAS, SIN_DOCUMENTOS } from './mis-documentos-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), openDownload: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/downloads', () => ({ openDownload: shared.openDownload }));

const doc = (over: Partial<DocumentoBandeja>): DocumentoBandeja => ({
  clase: 'POLIZA',
  descarga: 'CCPP',
  referencia: '700001',
  nombre: 'Condiciones particulares',
  contexto: 'Auto Plus · Nº AUT-1',
  idPoliza: 200001,
  numPoliza: 'AUT-1',
  fecha: '2026-03-01',
  leido: false,
  ...over,
});

/** The server: three documents, one read; opening one marks it read. */
let docs: DocumentoBandeja[];
const bodies: DocumentosRequest[] = [];

const aviso = (over: Partial<AvisoBandeja>): AvisoBandeja => ({
  idAviso: 41,
  evento: 'SINIESTRO_ESTADO',
  titulo: 'Tu siniestro ha pasado a «En curso»',
  detalle: 'El estado de tu siniestro SIN-1 ha cambiado a «En curso».',
  referencia: 'Siniestro Nº SIN-1',
  fecha: '2026-03-02T09:30:00.000Z',
  canales: [
    { canal: 'EMAIL', estado: 'ENVIADA' },
    { canal: 'SMS', estado: 'OMITIDA' },
  ],
  leido: false,
  ...over,
});
/** The server's notices; marking one read. */
let avisos: AvisoBandeja[];
const marcados: string[] = [];

/** What the screen asks besides the documents: the tabs' counts and the notices. */
function otrasLlamadas(spec: unknown, args?: { params?: { idAviso?: string } }) {
  const avisosNoLeidos = avisos.filter((a) => !a.leido).length;
  if (spec === CALLS.documentosNoLeidos) return { noLeidos: docs.filter((d) => !d.leido).length };
  if (spec === CALLS.avisosNoLeidos) return { avisosNoLeidos };
  if (spec === CALLS.avisosBandeja) return { avisos, total: avisos.length, noLeidos: avisosNoLeidos };
  if (spec === CALLS.marcaAvisoLeido) {
    const id = args!.params!.idAviso!;
    marcados.push(id);
    avisos = avisos.map((a) => (String(a.idAviso) === id ? { ...a, leido: true } : a));
    return { avisosNoLeidos: avisos.filter((a) => !a.leido).length };
  }
  throw new Error(`unexpected call ${String((spec as { path?: string }).path)}`);
}

beforeEach(() => {
  logInForTest();
  seedPortfolio(
    makePortfolio({
      lstPolizasVeh: [makePoliza({ idPoliza: 200001, numPoliza: 'AUT-1', riesgoAseguradoStr: 'SEAT León' })],
    }),
  );
  docs = [
    doc({}),
    doc({
      clase: 'SINIESTRO',
      descarga: 'DOCUMENTO',
      referencia: '8a0b7a8e-0000-4000-8000-000000000001',
      nombre: 'Valoración de daños',
      contexto: 'Golpe en parking · Nº SIN-1',
      fecha: '2026-02-01',
    }),
    doc({
      clase: 'RECIBO',
      descarga: 'RECIBO',
      referencia: '300001',
      nombre: 'Recibo Nº R-1',
      fecha: '2026-01-01',
      leido: true,
    }),
  ];
  bodies.length = 0;
  avisos = [
    aviso({}),
    aviso({
      idAviso: 40,
      titulo: 'Hemos cobrado tu recibo',
      detalle: 'Hemos cobrado tu recibo R-1. Gracias por tu confianza.',
      referencia: 'Recibo Nº R-1',
      leido: true,
    }),
  ];
  marcados.length = 0;
  shared.call.mockReset().mockImplementation(async (spec: unknown, args?: { body?: DocumentosRequest }) => {
    if (spec === CALLS.documentos) {
      const body = args!.body!;
      bodies.push(body);
      const found = docs.filter((d) => !body.clase || d.clase === body.clase);
      return {
        documentos: found,
        pagina: body.pagina ?? 1,
        total: found.length,
        noLeidos: found.filter((d) => !d.leido).length,
      } satisfies Documentos;
    }
    return otrasLlamadas(spec, args as never);
  });
  shared.openDownload.mockReset().mockImplementation(async (_tipo: string, referencia: string) => {
    docs = docs.map((d) => (d.referencia === referencia ? { ...d, leido: true } : d));
    return true;
  });
});

async function renderScreen() {
  render(<MisDocumentosScreen />);
  await screen.findByRole('heading', { level: 2, name: '3 documentos · 2 sin leer' });
}

const item = (nombre: string) => screen.getByRole('button', { name: new RegExp(nombre) });

describe('MisDocumentosScreen', () => {
  it('lists documents of policies, claims and receipts with the unread ones marked', async () => {
    await renderScreen();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(item('Condiciones particulares').textContent).toContain('Sin leer');
    expect(item('Condiciones particulares').textContent).toContain('Póliza');
    expect(item('Valoración de daños').textContent).toContain('Sin leer');
    expect(item('Valoración de daños').textContent).toContain('Siniestro');
    expect(item('Recibo Nº R-1').textContent).not.toContain('Sin leer');
    expect(item('Recibo Nº R-1').textContent).toContain('01-01-2026');
  });

  it('opens a document with its own download and shows it read afterwards', async () => {
    await renderScreen();
    await userEvent.click(item('Valoración de daños'));
    expect(shared.openDownload).toHaveBeenCalledWith(
      'DOCUMENTO',
      '8a0b7a8e-0000-4000-8000-000000000001',
      DOWNLOADS.documento,
      { uuid: '8a0b7a8e-0000-4000-8000-000000000001' },
    );
    await screen.findByRole('heading', { level: 2, name: '3 documentos · 1 sin leer' });
    expect(item('Valoración de daños').textContent).not.toContain('Sin leer');
    await userEvent.click(item('Condiciones particulares'));
    expect(shared.openDownload).toHaveBeenLastCalledWith('CCPP', '700001', DOWNLOADS.ccpp, { id: '700001' });
    await screen.findByRole('heading', { level: 2, name: '3 documentos' });
  });

  it("opens what the area produced (a mandate, a complaint's or a non-renewal receipt) with its own download", async () => {
    docs = [
      doc({
        clase: 'CUENTA',
        descarga: 'MANDATO_SEPA',
        referencia: 'AC-MANDATO-0000001',
        nombre: 'Mandato SEPA',
        contexto: 'Cuenta de cobro terminada en 1332',
        idPoliza: null,
        numPoliza: null,
      }),
      doc({
        clase: 'RECLAMACION',
        descarga: 'RECLAMACION',
        referencia: 'RC-2026-7KQ4M2',
        nombre: 'Justificante de reclamación',
        contexto: 'Reclamación Nº RC-2026-7KQ4M2',
        idPoliza: null,
        numPoliza: null,
      }),
      doc({ descarga: 'JUSTIFICANTE_BAJA', referencia: '200001', nombre: 'Justificante de desistimiento' }),
    ];
    render(<MisDocumentosScreen />);
    await screen.findByRole('heading', { level: 2, name: '3 documentos · 3 sin leer' });
    expect(item('Mandato SEPA').textContent).toContain('Cuenta de cobro');
    expect(item('Justificante de reclamación').textContent).toContain('Reclamación');
    await userEvent.click(item('Mandato SEPA'));
    expect(shared.openDownload).toHaveBeenLastCalledWith(
      'MANDATO_SEPA',
      'AC-MANDATO-0000001',
      DOWNLOADS.mandatoSepa,
      { referencia: 'AC-MANDATO-0000001' },
    );
    await userEvent.click(item('Justificante de reclamación'));
    expect(shared.openDownload).toHaveBeenLastCalledWith(
      'RECLAMACION',
      'RC-2026-7KQ4M2',
      JUSTIFICANTE_RECLAMACION_PATH,
      { codigo: 'RC-2026-7KQ4M2' },
    );
    await userEvent.click(item('Justificante de desistimiento'));
    expect(shared.openDownload).toHaveBeenLastCalledWith(
      'JUSTIFICANTE_BAJA',
      '200001',
      DOWNLOADS.justificanteBaja,
      { idPoliza: '200001' },
    );
    await screen.findByRole('heading', { level: 2, name: '3 documentos' });
  });

  it('filters by kind, policy and text, and clears the filters', async () => {
    await renderScreen();
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Recibo');
    await screen.findByRole('heading', { level: 2, name: '1 documento' });
    expect(bodies.at(-1)).toEqual({ clase: 'RECIBO', pagina: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Póliza'), 'SEAT León · Nº AUT-1');
    await userEvent.type(screen.getByLabelText('Buscar'), '  recibo   R-1 {Enter}');
    await vi.waitFor(() =>
      expect(bodies.at(-1)).toEqual({ clase: 'RECIBO', idPoliza: 200001, texto: 'recibo R-1', pagina: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await screen.findByRole('heading', { level: 2, name: '3 documentos · 2 sin leer' });
    expect(bodies.at(-1)).toEqual({ pagina: 1 });
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
  });

  it('says so when nothing matches the filters', async () => {
    await renderScreen();
    docs = [];
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Siniestro');
    expect((await screen.findByText(SIN_COINCIDENCIAS)).tagName).toBe('P');
  });

  it('says when there are no documents at all', async () => {
    docs = [];
    render(<MisDocumentosScreen />);
    expect((await screen.findByText(SIN_DOCUMENTOS)).tagName).toBe('P');
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
  });

  it('moves through pages and puts focus on the list', async () => {
    docs = Array.from({ length: 20 }, (_, i) => doc({ referencia: String(700001 + i) }));
    shared.call.mockImplementation(async (spec: unknown, args?: { body?: DocumentosRequest }) => {
      if (spec !== CALLS.documentos) return otrasLlamadas(spec);
      const pagina = args!.body!.pagina ?? 1;
      bodies.push(args!.body!);
      return {
        documentos: pagina === 1 ? docs : [doc({ referencia: '1' })],
        pagina,
        total: 21,
        noLeidos: 21,
      };
    });
    render(<MisDocumentosScreen />);
    await screen.findByText('Página 1 de 2');
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Página 2 de 2');
    expect(bodies.at(-1)).toEqual({ pagina: 2 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('shows the notices in the Avisos tab; opening an unread one marks it read', async () => {
    await renderScreen();
    const avisosTab = await screen.findByRole('tab', { name: 'Avisos, 1 sin leer' });
    expect(screen.getByRole('tab', { name: 'Documentos, 2 sin leer' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await userEvent.click(avisosTab);
    expect(avisosTab.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { level: 2, name: '2 avisos · 1 sin leer' });
    const nuevo = screen.getByRole('button', { name: /Tu siniestro ha pasado a «En curso»/ });
    expect(nuevo.textContent).toContain('Siniestro Nº SIN-1');
    expect(nuevo.textContent).toContain('Sin leer');
    expect(nuevo.textContent).toContain('02-03-2026 10:30');
    expect(nuevo.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(nuevo);
    expect(nuevo.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('El estado de tu siniestro SIN-1 ha cambiado a «En curso».')).toBeTruthy();
    const canales = within(screen.getByRole('list', { name: 'Cómo te lo enviamos' }));
    expect(canales.getByText('E-mail: enviado')).toBeTruthy();
    expect(canales.getByText('SMS: no enviado')).toBeTruthy();
    expect(marcados).toEqual(['41']);
    await screen.findByRole('heading', { level: 2, name: '2 avisos' });
    await screen.findByRole('tab', { name: 'Avisos' });
    expect(nuevo.textContent).not.toContain('Sin leer');
    // A read one opens without asking the server again.
    await userEvent.click(screen.getByRole('button', { name: /Hemos cobrado tu recibo/ }));
    expect(marcados).toEqual(['41']);
  });

  it('shows notices of one title as one entry with their count; opening it marks them all read', async () => {
    const nuevo = (idAviso: number, documento: string, leido = false) =>
      aviso({
        idAviso,
        evento: 'DOCUMENTO_NUEVO',
        titulo: 'Tienes un documento nuevo',
        detalle: `Tienes un documento nuevo de tu siniestro SIN-1: «${documento}».`,
        fecha: `2026-03-0${idAviso - 40}T09:30:00.000Z`,
        leido,
      });
    avisos = [
      nuevo(45, 'Foto 4'),
      aviso({}),
      nuevo(44, 'Foto 3'),
      nuevo(43, 'Foto 2'),
      nuevo(42, 'Foto 1', true),
    ];
    await renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Avisos, 4 sin leer' }));
    await screen.findByRole('heading', { level: 2, name: '5 avisos · 4 sin leer' });
    const entradas = within(screen.getByRole('tabpanel')).getAllByRole('button', { expanded: false });
    expect(entradas.map((b) => b.querySelector('.pf-aviso__titulo')?.textContent)).toEqual([
      'Tienes 4 documentos nuevos',
      'Tu siniestro ha pasado a «En curso»',
    ]);
    const grupo = entradas[0]!;
    expect(grupo.textContent).toContain('3 sin leer');
    expect(grupo.textContent).toContain('Último: 05-03-2026 10:30');
    await userEvent.click(grupo);
    expect(grupo.getAttribute('aria-expanded')).toBe('true');
    for (const foto of ['Foto 4', 'Foto 3', 'Foto 2', 'Foto 1'])
      expect(screen.getByText(`Tienes un documento nuevo de tu siniestro SIN-1: «${foto}».`)).toBeTruthy();
    expect([...marcados].sort()).toEqual(['43', '44', '45']);
    await screen.findByRole('heading', { level: 2, name: '5 avisos · 1 sin leer' });
    expect(grupo.textContent).not.toContain('sin leer');
  });

  it('moves between the tabs with the arrow keys', async () => {
    await renderScreen();
    const documentosTab = screen.getByRole('tab', { name: /^Documentos/ });
    documentosTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const avisosTab = screen.getByRole('tab', { name: /^Avisos/ });
    expect(document.activeElement).toBe(avisosTab);
    expect(avisosTab.getAttribute('aria-selected')).toBe('true');
    expect(avisosTab.tabIndex).toBe(0);
    expect(documentosTab.tabIndex).toBe(-1);
    await screen.findByRole('heading', { level: 2, name: /avisos/ });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(documentosTab);
    await screen.findByRole('heading', { level: 2, name: '3 documentos · 2 sin leer' });
  });

  it('says when no notice was sent yet', async () => {
    avisos = [];
    await renderScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Avisos' }));
    expect((await screen.findByText(SIN_AVISOS)).tagName).toBe('P');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  madridDay,
  parseCampaign,
  readPublishedCampaign,
  compareCards,
  type Campaign,
  type PublishedCampaign,
} from '@area-cliente/shared/campaign';
import type {
  AccionAuditoria,
  BorradorResumen,
  Comparacion,
  EntradaAuditoria,
  EstudioBorrador,
  EstudioCampana,
} from '@area-cliente/shared/contract';
import { TIPOS_IMAGEN_ESTUDIO } from '@area-cliente/shared/contract';
import {
  CampaignError,
  type CampaignImages,
  checkCampaign,
  currentCampaign,
  imageProblem,
  publishCampaignDocument,
  readCampaignHistory,
  rollbackCampaign,
} from '../campanas/publicar';
import type { Caller } from '../lib/caller';
import { aCsv } from '../lib/csv';
import { campanaInvalida, EstudioError } from '../lib/estudio-error';
import { securityEvent } from '../lib/security-events';
import {
  auditar,
  type Borrador,
  cambiarEstado,
  crearBorrador,
  guardarDocumento,
  guardarImagen,
  imagenesDe,
  leerAuditoria,
  leerBorrador,
  leerImagen,
  listarBorradores,
  nombresImagenes,
  programadas,
  reclamarProgramada,
  terminarProgramada,
} from '../repositories/estudio';
import type { AppParts } from './parts';

/** Who acts in the studio: the staff session's user and roles, and the request's logger and IP. */
export interface Personal extends Caller {
  usuario: string;
}

/** A scheduled publication claimed by an instance that died is taken again after this. */
const PROGRAMADA_LEASE_MS = 5 * 60_000;

const TIPOS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TIPO_DE_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const noEncontrado = () => new EstudioError(404, 'NO_ENCONTRADO');
const estadoNoPermite = (mensaje: string) => new EstudioError(409, 'ESTADO', mensaje);

/** An uploaded image's name as the document will name it: lower case, safe characters, its type's extension. */
function nombreImagen(dado: string, extension: string): string {
  const base = dado
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 60);
  return `${base || 'imagen'}.${extension}`;
}

const resumen = (b: Borrador): BorradorResumen => ({
  id: b.id,
  nombre: b.nombre,
  estado: b.estado,
  autor: b.autor,
  actualizadoEn: b.actualizadoEn.toISOString(),
  ...(b.programadaPara ? { programadaPara: b.programadaPara.toISOString() } : {}),
  ...(b.motivoRechazo ? { motivoRechazo: b.motivoRechazo } : {}),
  ...(b.version ? { version: b.version } : {}),
});

const CSV_COLUMNAS = ['cuando', 'quien', 'accion', 'borradorId', 'version', 'detalle'] as const;

/**
 * Marketing's studio: drafts of the campaign, their review (the author never approves their own), and
 * publication, rollback and scheduling through the one publishing core of `pnpm campaign:*`
 * (campanas/publicar.ts); every action audited with who and when.
 */
export function estudioService({ db, clock, config, log }: AppParts) {
  const deployDir = () => {
    if (!config.deployDir)
      throw new EstudioError(503, 'SIN_DESPLIEGUE', 'Este servidor no publica campañas.');
    return config.deployDir;
  };
  const versionDir = (version: string) => join(deployDir(), 'campaigns', version);

  function publicada(version: string): PublishedCampaign {
    const file = join(versionDir(version), 'campana.json');
    if (!/^[\w-]{1,80}$/.test(version) || !existsSync(file)) throw noEncontrado();
    try {
      return readPublishedCampaign(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      throw new EstudioError(422, 'VERSION_ILEGIBLE', 'Esta versión se publicó con un formato anterior.');
    }
  }

  const viva = (): PublishedCampaign | undefined => {
    try {
      return currentCampaign(deployDir());
    } catch (error) {
      if (error instanceof CampaignError) return undefined;
      throw error;
    }
  };

  const imagenesBorrador = async (id: number): Promise<CampaignImages> => {
    const imagenes = await imagenesDe(db, id);
    return {
      read: (nombre) => imagenes.get(nombre),
      missing: (nombre) => `falta la imagen ${nombre}: súbela al borrador`,
    };
  };

  const registrar = (
    quien: string,
    accion: AccionAuditoria,
    extra: { idBorrador?: number; version?: string; detalle?: string } = {},
  ) => auditar(db, { cuando: clock.now(), quien, accion, ...extra });

  async function editable(id: number): Promise<Borrador> {
    const b = await leerBorrador(db, id);
    if (!b) throw noEncontrado();
    if (b.estado !== 'borrador' && b.estado !== 'rechazada')
      throw estadoNoPermite('Solo se puede cambiar un borrador o una campaña rechazada.');
    return b;
  }

  /** Publishes a draft's document with its images; the publish step's refusals become field problems. */
  async function publicar(b: Borrador): Promise<string> {
    try {
      const { version } = await publishCampaignDocument(
        b.documento,
        await imagenesBorrador(b.id),
        deployDir(),
        clock.now(),
      );
      return version;
    } catch (error) {
      if (error instanceof CampaignError) throw campanaInvalida(error.problems);
      throw error;
    }
  }

  return {
    async campana(): Promise<EstudioCampana> {
      const dir = deployDir();
      const live = viva();
      const vistas = new Set<string>();
      const versiones = readCampaignHistory(dir)
        .reverse()
        .filter((h) => !vistas.has(h.version) && vistas.add(h.version) !== undefined)
        .map((h) => ({ version: h.version, nombre: h.nombre, publicadaEn: h.publishedAt }));
      const enHistoria = live && versiones.find((v) => v.version === live.version);
      return {
        viva: live
          ? {
              version: live.version,
              nombre: live.campaign.nombre,
              publicadaEn: enHistoria?.publicadaEn ?? '',
            }
          : null,
        versiones,
        programadas: (await programadas(db)).map((b) => ({
          borradorId: b.id,
          nombre: b.nombre,
          para: b.programadaPara!.toISOString(),
        })),
      };
    },

    version: (version: string): { campana: Campaign } => ({ campana: publicada(version).campaign }),

    async borradores() {
      return { borradores: (await listarBorradores(db)).map(resumen) };
    },

    async crear(quien: Personal, desde: 'viva' | { version: string }): Promise<{ id: number }> {
      const origen = desde === 'viva' ? viva() : publicada(desde.version);
      if (!origen) throw new EstudioError(404, 'SIN_CAMPANA', 'No hay ninguna campaña publicada.');
      const imagenes = new Map<string, Buffer>();
      for (const [nombre, publicado] of Object.entries(origen.imagenes))
        imagenes.set(nombre, readFileSync(join(versionDir(origen.version), publicado)));
      const id = await crearBorrador(
        db,
        quien.usuario,
        origen.campaign.nombre,
        origen.campaign,
        imagenes,
        clock.now(),
      );
      await registrar(quien.usuario, 'creado', { idBorrador: id, version: origen.version });
      return { id };
    },

    async borrador(id: number): Promise<EstudioBorrador> {
      const b = await leerBorrador(db, id);
      if (!b) throw noEncontrado();
      return {
        ...resumen(b),
        revision: b.revision,
        campana: b.documento as EstudioBorrador['campana'],
        imagenes: await nombresImagenes(db, id),
      };
    },

    /** Saves a draft's document if the publish step would take it now (schema, links, images). */
    async guardar(
      quien: Personal,
      id: number,
      revision: number,
      campana: unknown,
    ): Promise<{ revision: number }> {
      await editable(id);
      let nombre: string;
      try {
        nombre = checkCampaign(campana, await imagenesBorrador(id), clock.now()).campaign.nombre;
      } catch (error) {
        if (error instanceof CampaignError) throw campanaInvalida(error.problems);
        throw error;
      }
      const nueva = await guardarDocumento(db, id, revision, nombre, campana, clock.now());
      if (nueva === undefined)
        throw new EstudioError(
          409,
          'REVISION_ANTIGUA',
          'Alguien ha guardado este borrador después de que lo abrieras: recárgalo.',
        );
      await registrar(quien.usuario, 'editado', { idBorrador: id });
      return { revision: nueva };
    },

    /** Stores an uploaded image under a safe name, checked as the publish step checks it. */
    async subirImagen(
      quien: Personal,
      id: number,
      tipo: string,
      nombreDado: string,
      bytes: Buffer,
    ): Promise<{ nombre: string }> {
      await editable(id);
      const extension = (TIPOS_IMAGEN_ESTUDIO as readonly string[]).includes(tipo) ? TIPOS[tipo] : undefined;
      if (!extension)
        throw new EstudioError(
          422,
          'IMAGEN_INVALIDA',
          /svg/i.test(tipo) || /\.svg$/i.test(nombreDado)
            ? 'No se admiten imágenes SVG: expórtala como .png, .jpg o .webp.'
            : 'La imagen debe ser PNG, JPEG o WebP.',
        );
      const nombre = nombreImagen(nombreDado, extension);
      const problema = imageProblem(nombre, bytes);
      if (problema)
        throw new EstudioError(422, 'IMAGEN_INVALIDA', `${problema[0]!.toUpperCase()}${problema.slice(1)}.`);
      await guardarImagen(db, id, nombre, bytes);
      await registrar(quien.usuario, 'imagen', { idBorrador: id, detalle: nombre });
      return { nombre };
    },

    async imagen(id: number, nombre: string): Promise<{ bytes: Buffer; tipo: string }> {
      const bytes = await leerImagen(db, id, nombre);
      const tipo = TIPO_DE_EXTENSION[nombre.split('.').pop() ?? ''];
      if (!bytes || !tipo) throw noEncontrado();
      return { bytes, tipo };
    },

    async enviar(quien: Personal, id: number): Promise<void> {
      await editable(id);
      if (!(await cambiarEstado(db, id, ['borrador', 'rechazada'], 'en_revision', clock.now())))
        throw estadoNoPermite('El borrador ha cambiado de estado.');
      await registrar(quien.usuario, 'enviado', { idBorrador: id });
    },

    async rechazar(quien: Personal, id: number, motivo: string): Promise<void> {
      if (!(await leerBorrador(db, id))) throw noEncontrado();
      if (
        !(await cambiarEstado(db, id, ['en_revision'], 'rechazada', clock.now(), { motivoRechazo: motivo }))
      )
        throw estadoNoPermite('Solo se rechaza una campaña en revisión.');
      await registrar(quien.usuario, 'rechazado', { idBorrador: id, detalle: motivo });
    },

    /**
     * Four eyes: the author never approves their own draft. Without `para` it goes live now through
     * the publish step; with it, it is scheduled and one instance publishes it at that minute.
     */
    async aprobar(
      quien: Personal,
      id: number,
      para?: string,
    ): Promise<{ estado: 'publicada' | 'programada'; version?: string; para?: string }> {
      const b = await leerBorrador(db, id);
      if (!b) throw noEncontrado();
      if (b.autor === quien.usuario) {
        securityEvent(quien, 'studio.role_refused', { usuario: quien.usuario, motivo: 'autor' });
        throw new EstudioError(
          403,
          'AUTOR_NO_APRUEBA',
          'No puedes aprobar una campaña que has preparado tú.',
        );
      }
      if (b.estado !== 'en_revision') throw estadoNoPermite('Solo se aprueba una campaña en revisión.');
      const now = clock.now();
      if (para !== undefined) {
        const cuando = new Date(para);
        if (!(cuando.getTime() > now.getTime()))
          throw campanaInvalida([{ path: 'para', message: 'la fecha y hora de publicación ya han pasado' }]);
        if (
          !(await cambiarEstado(db, id, ['en_revision'], 'programada', now, {
            aprobadoPor: quien.usuario,
            programadaPara: cuando,
          }))
        )
          throw estadoNoPermite('El borrador ha cambiado de estado.');
        await registrar(quien.usuario, 'aprobado', { idBorrador: id });
        await registrar(quien.usuario, 'programado', { idBorrador: id, detalle: cuando.toISOString() });
        return { estado: 'programada', para: cuando.toISOString() };
      }
      // 'aprobada' while it publishes: a second approver at the same moment finds it taken.
      if (!(await cambiarEstado(db, id, ['en_revision'], 'aprobada', now, { aprobadoPor: quien.usuario })))
        throw estadoNoPermite('El borrador ha cambiado de estado.');
      let version: string;
      try {
        version = await publicar(b);
      } catch (error) {
        await cambiarEstado(db, id, ['aprobada'], 'en_revision', clock.now());
        throw error;
      }
      await cambiarEstado(db, id, ['aprobada'], 'publicada', clock.now(), { version });
      await registrar(quien.usuario, 'aprobado', { idBorrador: id });
      await registrar(quien.usuario, 'publicado', { idBorrador: id, version });
      return { estado: 'publicada', version };
    },

    /** The live pointer back to any version published before (the same rollback as `pnpm campaign:rollback`). */
    async restaurar(quien: Personal, version: string): Promise<{ version: string }> {
      try {
        const { to } = await rollbackCampaign(deployDir(), version);
        await registrar(quien.usuario, 'restaurado', { version: to });
        return { version: to };
      } catch (error) {
        if (error instanceof CampaignError)
          throw new EstudioError(422, 'VERSION_NO_RESTAURABLE', error.message);
        throw error;
      }
    },

    /** A draft's or a version's cards against the live campaign's. */
    async comparar(de: { borrador: number } | { version: string }): Promise<Comparacion> {
      let candidata;
      if ('borrador' in de) {
        const b = await leerBorrador(db, de.borrador);
        if (!b) throw noEncontrado();
        const parsed = parseCampaign(b.documento, madridDay(clock.now()));
        if (!parsed.ok) throw campanaInvalida(parsed.problems);
        candidata = parsed.campaign;
      } else candidata = publicada(de.version).campaign;
      const filas = compareCards(viva()?.campaign.cards ?? [], candidata.cards);
      return {
        nuevas: filas.filter((f) => f.cambio === 'nueva').map((f) => f.card),
        cambiadas: filas
          .filter((f) => f.cambio === 'cambiada')
          .map((f) => ({ antes: f.previa!, despues: f.card })),
        retiradas: filas.filter((f) => f.cambio === 'retirada').map((f) => f.card),
      };
    },

    async auditoria(): Promise<{ entradas: EntradaAuditoria[] }> {
      return {
        entradas: (await leerAuditoria(db)).map((e) => ({
          cuando: e.cuando.toISOString(),
          quien: e.quien,
          accion: e.accion,
          ...(e.idBorrador !== null ? { borradorId: e.idBorrador } : {}),
          ...(e.version !== null ? { version: e.version } : {}),
          ...(e.detalle !== null ? { detalle: e.detalle } : {}),
        })),
      };
    },

    async auditoriaCsv(): Promise<string> {
      return aCsv(CSV_COLUMNAS, (await this.auditoria()).entradas);
    },

    /**
     * Publishes the scheduled drafts that are due, each claimed by exactly one instance (`instancia`);
     * a draft the publish step now refuses goes back as rejected, with the reason.
     */
    async publicarProgramadas(instancia: string): Promise<number> {
      let hechas = 0;
      for (
        let b = await reclamarProgramada(db, instancia, clock.now(), PROGRAMADA_LEASE_MS);
        b;
        b = await reclamarProgramada(db, instancia, clock.now(), PROGRAMADA_LEASE_MS)
      ) {
        const quien = b.aprobadoPor ?? 'programación';
        try {
          const version = await publicar(b);
          if (await terminarProgramada(db, b.id, instancia, clock.now(), { version })) {
            await registrar(quien, 'publicado', { idBorrador: b.id, version, detalle: 'a su hora' });
            hechas++;
          }
        } catch (error) {
          const motivo =
            error instanceof EstudioError && error.problemas
              ? `No se pudo publicar: ${error.problemas.map((p) => `${p.path}: ${p.message}`).join('; ')}`
              : 'No se pudo publicar';
          log.error({ err: error, idBorrador: b.id }, 'Scheduled campaign not published');
          if (await terminarProgramada(db, b.id, instancia, clock.now(), { motivo }))
            await registrar(quien, 'rechazado', { idBorrador: b.id, detalle: motivo });
        }
      }
      return hechas;
    },
  };
}

import { containerEntry, readRemotesManifest, type RemoteEntry } from '@area-cliente/shared/deploy';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// The preview draws a draft with the offers remote that customers get now: the build remotes.json
// names (the same manifest the shell reads), and the canary's build too while one is live. Nothing
// of the remote is bundled here: a change to how a card looks ships with the remote alone.

const MANIFEST = '/area-cliente/remotes.json';
const OFERTAS = 'remote_offers';
const EXPOSE = 'campaign-preview';

/** A live build of the offers remote the preview can draw with. */
export type BuildOfertas = { tipo: 'estable' | 'canario'; version: string; entry: string; percent?: number };

/** The builds of the offers remote live now, the stable one first. */
function buildsVivos(entry: RemoteEntry): BuildOfertas[] {
  const estable: BuildOfertas = { tipo: 'estable', version: entry.version, entry: entry.entry };
  if (!entry.canary) return [estable];
  const { version, entry: url, percent } = entry.canary;
  return [estable, { tipo: 'canario', version, entry: url, percent }];
}

export async function leeBuildsOfertas(): Promise<BuildOfertas[]> {
  const response = await fetch(MANIFEST, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${MANIFEST} answered ${response.status}`);
  const entry = readRemotesManifest(await response.json()).remotes[OFERTAS];
  if (!entry) throw new Error(`${MANIFEST} names no ${OFERTAS}`);
  return buildsVivos(entry);
}

/** The persona the studio draws cards for (the remote's preview/persona-ejemplo.ts). */
export type Persona = 'directo' | 'mediado';

/** What `./campaign-preview` takes (remote-offers/src/preview/campaign-preview.tsx): plain data. */
export type PropsVistaPrevia = {
  cards: readonly unknown[];
  imageUrl: (name: string) => string;
  persona: Persona;
  ancho: number;
};
type Montaje = { update: (props: PropsVistaPrevia) => void; unmount: () => void };
export type ModuloVistaPrevia = {
  mountCampaignPreview: (element: HTMLElement, props: PropsVistaPrevia) => Montaje;
  /** The card kinds this build draws. */
  kindsDrawn: readonly string[];
};

let iniciado = false;
let cargado: { entry: string; modulo: Promise<ModuloVistaPrevia> } | undefined;

/**
 * The remote's preview module from `build`. A build is one container named remote_offers, so
 * choosing the other build registers it again in its place (`force`).
 */
export function cargaVistaPrevia(build: BuildOfertas): Promise<ModuloVistaPrevia> {
  const entry = new URL(containerEntry(build.entry), window.location.href).href;
  if (cargado?.entry === entry) return cargado.modulo;
  if (!iniciado) {
    init({ name: 'estudio', remotes: [], shareStrategy: 'loaded-first' });
    iniciado = true;
  }
  registerRemotes([{ name: OFERTAS, entry }], { force: cargado !== undefined });
  const modulo = loadRemote<ModuloVistaPrevia>(`${OFERTAS}/${EXPOSE}`).then((m) => {
    if (!m?.mountCampaignPreview) throw new Error(`${OFERTAS} ${build.version} has no ./${EXPOSE}`);
    return m;
  });
  cargado = { entry, modulo };
  modulo.catch(() => {
    if (cargado?.modulo === modulo) cargado = undefined;
  });
  return modulo;
}

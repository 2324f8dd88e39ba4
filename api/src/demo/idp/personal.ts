/**
 * The demo's staff at its local identity provider (password Demo2024), with the groups the studio
 * maps to roles. `visitante` has none: the studio refuses her, as it would a company employee
 * outside marketing.
 */
export const PERSONAL_DEMO: Readonly<Record<string, { nombre: string; grupos: readonly string[] }>> = {
  editora: { nombre: 'Elena Editora', grupos: ['editor'] },
  aprobador: { nombre: 'Álvaro Aprobador', grupos: ['publicador'] },
  atencion: { nombre: 'Ana Atención', grupos: ['atencion'] },
  visitante: { nombre: 'Víctor Visitante', grupos: [] },
};

export const CLAVE_PERSONAL_DEMO = 'Demo2024';

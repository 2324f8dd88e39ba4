import * as v from 'valibot';

const Texto = v.pipe(v.string(), v.trim(), v.minLength(1));
/** `#rrggbb`: the colours go into CSS custom properties, so nothing else may pass. */
const Color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));

/**
 * The insurer's brand in config.json: the header shows the logo and `nombre`, the footer
 * `razonSocial`; the page the server sends already carries them (api/src/plugins/page-skeleton.ts).
 */
export const MarcaSchema = v.object({
  /** Short name for the header and titles: 'Mutua Horizonte'. */
  nombre: Texto,
  /** Legal name for the footer: 'Mutua Horizonte Seguros, M.S.P.F.'. */
  razonSocial: Texto,
  /** Address of the logo image (square; SVG preferred). */
  logo: Texto,
  /** Header and buttons; must keep ≥ 4.5:1 against white text. */
  colorPrimario: Color,
  /** Hover of the primary colour. */
  colorPrimarioOscuro: Color,
  colorAcento: Color,
});
export type Marca = v.InferOutput<typeof MarcaSchema>;

/** The brand's colours as the kernel's CSS custom properties (shared/src/ui/styles.css). */
export const marcaCss = (marca: Marca): string =>
  `:root{--ac-color-primary:${marca.colorPrimario};--ac-color-info:${marca.colorPrimario};` +
  `--ac-color-primary-hover:${marca.colorPrimarioOscuro};--ac-color-accent:${marca.colorAcento};` +
  `--ac-color-success:${marca.colorAcento}}`;

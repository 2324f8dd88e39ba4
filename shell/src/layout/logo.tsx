import { appConfigAtom } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';
import { AppLink } from './links';

/** The insurer's logo and name (config.json); on every screen it leads home (SPEC §2). */
export function Logo() {
  const marca = useAtomValue(appConfigAtom)?.marca;
  const nombre = marca?.nombre ?? 'Área Cliente';
  return (
    <AppLink to="/inicio" className="shell-logo" aria-label={`${nombre}: ir al inicio`}>
      {/* The same markup as the page's skeleton (api/src/plugins/page-skeleton.ts): no shift on the first commit. */}
      {marca && <img className="shell-logo__mark" src={marca.logo} alt="" width={32} height={32} />}
      <span className="shell-logo__text">{nombre}</span>
    </AppLink>
  );
}

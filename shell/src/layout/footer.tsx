import { appConfigAtom } from '@area-cliente/shared';
import { madridYear } from '@area-cliente/shared/domain';
import { PhoneLink } from '@area-cliente/shared/ui';
import { useAtomValue } from 'jotai';

/** The company's legal name and pages, social links and attention phones, all from config.json (no build to change them). */
export function Footer() {
  const config = useAtomValue(appConfigAtom);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <footer className="ac-layout__footer shell-footer">
      <div className="shell-footer__inner">
        <p className="shell-footer__hours">Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas</p>
        {config && (
          <>
            <p className="shell-footer__phones">
              <PhoneLink numero={config.telefonoGratuito} />
              <span className="shell-footer__phone-kind"> (gratuito)</span>
              <span aria-hidden="true"> · </span>
              <PhoneLink numero={config.telefonoNormal} />
            </p>
            <nav aria-label="Información legal">
              <ul className="shell-footer__links">
                <li>
                  <a href={config.urlAvisoLegal} {...external}>
                    Aviso legal
                  </a>
                </li>
                <li>
                  <a href={config.urlPrivacidad} {...external}>
                    Política de privacidad
                  </a>
                </li>
                <li>
                  <a href={config.urlCookies} {...external}>
                    Política de cookies
                  </a>
                </li>
                <li>
                  <a href={config.urlAccesibilidad} {...external}>
                    Accesibilidad
                  </a>
                </li>
              </ul>
            </nav>
            {config.redesSociales.length > 0 && (
              <nav aria-label="Redes sociales">
                <ul className="shell-footer__links">
                  {config.redesSociales.map((red) => (
                    <li key={red.url}>
                      <a href={red.url} {...external}>
                        {red.nombre}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            <p className="shell-footer__company">
              © {madridYear()} {config.marca.razonSocial}
            </p>
          </>
        )}
      </div>
    </footer>
  );
}

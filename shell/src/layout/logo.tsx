import { Link } from 'react-router-dom';

/** Brand mark; on every screen it leads home (SPEC §2). */
export function Logo() {
  return (
    <Link to="/inicio" className="shell-logo" aria-label="Área Cliente: ir al inicio">
      <svg className="shell-logo__mark" viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <rect width="512" height="512" rx="96" fill="#ffffff" />
        <path
          d="M256 88 L392 140 V250 C392 338 334 398 256 428 C178 398 120 338 120 250 V140 Z"
          fill="#0b4f8a"
        />
        <path d="M256 132 L352 170 V252 C352 316 312 362 256 386 Z" fill="#1f8a70" />
      </svg>
      <span className="shell-logo__text">Área Cliente</span>
    </Link>
  );
}

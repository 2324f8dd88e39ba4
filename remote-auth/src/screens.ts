import { lazy } from 'react';
import type { ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component, each loaded on first use.
export const screens: ScreenMap = {
  login: lazy(() => import('./screens/login/login-screen').then((m) => ({ default: m.LoginScreen }))),
  nif: lazy(() => import('./screens/nif/nif-screen').then((m) => ({ default: m.NifScreen }))),
  telefono: lazy(() =>
    import('./screens/telefono/telefono-screen').then((m) => ({ default: m.TelefonoScreen })),
  ),
  pin: lazy(() => import('./screens/pin/pin-screen').then((m) => ({ default: m.PinScreen }))),
  claves: lazy(() => import('./screens/claves/claves-screen').then((m) => ({ default: m.ClavesScreen }))),
  validEmail: lazy(() =>
    import('./screens/email/valid-email-screen').then((m) => ({ default: m.ValidEmailScreen })),
  ),
  email: lazy(() => import('./screens/email/email-screen').then((m) => ({ default: m.EmailScreen }))),
  gdprTacito: lazy(() =>
    import('./screens/gdpr/gdpr-tacito-screen').then((m) => ({ default: m.GdprTacitoScreen })),
  ),
  gdpr: lazy(() => import('./screens/gdpr/gdpr-screen').then((m) => ({ default: m.GdprScreen }))),
};

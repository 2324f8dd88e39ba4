import { lazy } from 'react';
import { comingSoon, type ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component. Placeholders stand in until each screen's issue lands.
export const screens: ScreenMap = {
  login: lazy(() => import('./screens/login/login-screen').then((m) => ({ default: m.LoginScreen }))),
  nif: comingSoon('Nuevo Usuario'),
  telefono: comingSoon('Confirma tu teléfono'),
  pin: comingSoon('Código PIN'),
  claves: comingSoon('Tu contraseña'),
  validEmail: comingSoon('Confirma tu e-mail'),
  email: comingSoon('Tu e-mail'),
  gdprTacito: comingSoon('Protección de datos'),
  gdpr: comingSoon('Protección de datos'),
};

/** What both ways in send (`llamadas.ts`), downloaded once the person starts on the form, not with /login. */
export const llamadas = () => import('./llamadas');

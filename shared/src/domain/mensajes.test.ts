import { MENSAJES_BLOQUEO, minutosDeEspera } from './mensajes';

describe('login lock messages', () => {
  it('round a wait up to whole minutes, singular for one', () => {
    expect(minutosDeEspera(1)).toBe('1 minuto');
    expect(minutosDeEspera(60)).toBe('1 minuto');
    expect(minutosDeEspera(61)).toBe('2 minutos');
    expect(minutosDeEspera(15 * 60)).toBe('15 minutos');
  });

  it("say how long and name 'He olvidado mi contraseña', which the login screen turns into its link", () => {
    expect(MENSAJES_BLOQUEO.ultimoIntento(14 * 60 + 1)).toBe(
      'El NIF/CIF/NIE o la contraseña no son correctos. Te queda un intento: si vuelves a fallar, ' +
        "bloquearemos el acceso durante 15 minutos. Si no la recuerdas, usa 'He olvidado mi contraseña'.",
    );
    expect(MENSAJES_BLOQUEO.cuentaBloqueada(90)).toContain(
      "bloqueado durante los próximos 2 minutos. Si no recuerdas tu contraseña, pulsa 'He olvidado mi contraseña'",
    );
    expect(MENSAJES_BLOQUEO.conexionBloqueada(600)).toBe(
      'Demasiados intentos desde tu conexión. Vuelve a intentarlo dentro de 10 minutos.',
    );
  });
});

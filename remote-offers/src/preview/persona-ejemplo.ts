import { portfolioSinNada, type Portfolio } from '@area-cliente/shared/contract';

/** Who the studio draws a card for: a direct client (their own office) or a broker's. */
export type PersonaEjemplo = 'directo' | 'mediado';

/**
 * A customer who does not exist, for the studio's preview: it draws a card as the remote draws it for
 * customers without reading anyone's data. No policy, draw or coupon, so every card shows its
 * offer side (a draw card its 'Participar' form).
 */
export function portfolioDeEjemplo(persona: PersonaEjemplo): Portfolio {
  const directo = persona === 'directo';
  return portfolioSinNada(0, {
    idCliente: 0,
    nombre: 'Cliente de ejemplo',
    edad: 40,
    numDoc: '00000000T',
    direccion: null,
    telefono: null,
    email: null,
    codPostal: '28001',
    purezaPuroMMT: directo,
    gdprEmpresas: false,
    telefonoOwnerPropioCliente: '900 000 000',
    ownerPropioClienteCanalTelefonico: false,
    idWorkerPropioCliente: null,
    idOwnerPropioCliente: null,
    oficina: {
      nombre: 'Oficina de ejemplo',
      direccion: null,
      email: null,
      horario: 'De lunes a viernes, de 9:00 a 14:00',
    },
  });
}
